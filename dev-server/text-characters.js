// @ts-check

/**
 * Control characters (NUL among them): no keyboard types them into a field, several stores and
 * mail systems cut text at a NUL, and a pasted one is invisible to the person who sent it.
 *
 * @param {string} text
 */
export function hasControlCharacter(text) {
  return /\p{Cc}/u.test(text);
}

/**
 * Controls, and the bidi embeddings, overrides and isolates: text from these would show in
 * another order than it was typed on the screens that review it (U+202E turns "moc.evil" round).
 *
 * @param {string} text
 */
export function hasHiddenCharacter(text) {
  return hasControlCharacter(text) || /[\u202a-\u202e\u2066-\u2069]/u.test(text);
}

/**
 * Lengths as JSON Schema's `maxLength` counts them: characters (code points), so an emoji is
 * one, as the portal tells the user.
 *
 * @param {string} text
 */
export function characterCount(text) {
  return [...text].length;
}
