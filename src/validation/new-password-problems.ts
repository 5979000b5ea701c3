import { checkNewPassword, type PasswordProblem } from './password-rules';

/**
 * A new password as the pages that take one check it (the reset link's and the security
 * page's): the rules of password-rules.js, against the common list once it is here, and the
 * service's verdict read back into the same problems.
 */

export type ConfirmProblem = 'required' | 'mismatch';

/** `invalid`: the service refused it for a reason the page has no words for. */
export type NewPasswordProblem = PasswordProblem | 'invalid';

export interface NewPasswordErrors {
  readonly password?: NewPasswordProblem | undefined;
  readonly confirmation?: ConfirmProblem | undefined;
}

/** The rules a new password must follow, against the common list once it is here. */
export function newPasswordProblem(
  password: string,
  context: { readonly commonPasswords?: ReadonlySet<string> | undefined; readonly email: string },
): PasswordProblem | undefined {
  const { commonPasswords, email } = context;
  return checkNewPassword(password, {
    ...(commonPasswords ? { commonPasswords } : {}),
    ...(email ? { email } : {}),
  });
}

export function confirmationProblem(
  confirmation: string,
  password: string,
): ConfirmProblem | undefined {
  if (!confirmation) return 'required';
  return confirmation !== password ? 'mismatch' : undefined;
}

// The service's codes for a refused password that the pages word themselves.
const worded: readonly string[] = [
  'required',
  'too_short',
  'too_long',
  'common',
  'repetitive',
  'contextual',
] satisfies PasswordProblem[];

/**
 * The service's verdict on the new password (a 400's `fields`), named `field` in the request
 * (`password` for a reset, `newPassword` for a change); none when it names no such problem.
 */
export function newPasswordProblemFrom(
  fields: readonly { readonly field: string; readonly code: string }[],
  field: string,
): NewPasswordProblem | undefined {
  const found = fields.find((entry) => entry.field === field);
  if (!found) return undefined;
  return worded.includes(found.code) ? (found.code as PasswordProblem) : 'invalid';
}
