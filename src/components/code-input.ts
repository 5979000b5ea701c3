/**
 * What the broker typed, as the SSO reads it: apps show a code as `123 456` and paste may
 * bring a hyphen or spaces, a recovery code is copied from paper in any case. The checks
 * match the SSO's (dev-server/authenticator-codes.js, recovery-codes.js), so a typing mistake
 * is said under the field and never counts as a wrong code.
 */

export type CodeKind = 'totp' | 'recovery_code';

const separators = /[\s-]/g;

export function codeProblem(kind: CodeKind, typed: string): 'required' | 'invalid' | undefined {
  const compact = typed.replace(separators, '');
  if (!compact) return 'required';
  const valid = kind === 'totp' ? /^\d{6}$/.test(compact) : /^[a-hjkmnp-z2-9]{10}$/i.test(compact);
  return valid ? undefined : 'invalid';
}
