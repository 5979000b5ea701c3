// Deliberately loose: the SSO decides what an account is; this only catches typos like a
// missing "@" before a round trip on a slow network.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why an email cannot be sent as it is, as a message key, or `undefined` if it can. */
export function validateEmail(
  email: string,
): 'validation.email.required' | 'validation.email.invalid' | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'validation.email.required';
  if (!emailShape.test(trimmed)) return 'validation.email.invalid';
  return undefined;
}
