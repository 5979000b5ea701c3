/**
 * Characters no keyboard types into a form: control characters (a NUL, a tab or a line break
 * pasted along with the text) and the bidi embeddings, overrides and isolates that make text
 * show in another order than it was typed. The SSO refuses the same ones
 * (dev-server/text-characters.js).
 */

export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** Controls, or bidi overrides: in a name, an address or an email, never legitimate. */
export function hasHiddenCharacter(text: string): boolean {
  return hasControlCharacter(text) || /[\u202a-\u202e\u2066-\u2069]/u.test(text);
}

/** Characters as a person (and JSON Schema's `maxLength`) counts them: an emoji is one. */
export function characterCount(text: string): number {
  return [...text].length;
}
