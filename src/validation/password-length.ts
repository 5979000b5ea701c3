/**
 * How long a password may be, shared by signing in and choosing one: no password longer than a
 * new one may be was ever set, so signing in with one is a mistake (usually a paste) to point
 * out, not a round trip to make. The SSO has the same limit (docs/openapi.yaml).
 */
export const maxPasswordLength = 128;

/** Characters as the rules count them: code points of the NFKC form, so an emoji is one. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}
