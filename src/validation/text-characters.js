// @ts-check
/**
 * Characters no keyboard types into a form: control characters (a NUL, a tab or a line break
 * pasted along with the text) and the bidi embeddings, overrides and isolates that make text
 * show in another order than it was typed. Plain JavaScript so the portal, which tells the
 * user early, and the local SSO service, which decides, apply one rule.
 */

/**
 * Controls (NUL among them): several stores and mail systems cut text at a NUL, and a pasted
 * one is invisible to the person who sent it.
 *
 * @param {string} text
 */
export function hasControlCharacter(text) {
  return /\p{Cc}/u.test(text);
}

/**
 * Controls, or bidi overrides: in a name, an address or an email, never legitimate. U+202E
 * shows "moc.evil" the other way round to the staff who review a request.
 *
 * @param {string} text
 */
export function hasHiddenCharacter(text) {
  return hasControlCharacter(text) || /[\u202a-\u202e\u2066-\u2069]/u.test(text);
}

/**
 * Characters as a person (and JSON Schema's `maxLength`) counts them: code points, so an
 * emoji is one.
 *
 * @param {string} text
 */
export function characterCount(text) {
  return [...text].length;
}
