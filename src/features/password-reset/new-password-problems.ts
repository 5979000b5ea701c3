import type { FieldProblem } from '../../api/sso-account';
import { checkNewPassword, type PasswordProblem } from '../../validation/password-rules';

export type ConfirmProblem = 'required' | 'mismatch';

export interface NewPasswordErrors {
  /** `invalid`: the service refused it for a reason this page has no words for. */
  readonly password?: PasswordProblem | 'invalid' | undefined;
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

// The service's codes for a refused password that the page words itself.
const worded: readonly string[] = [
  'required',
  'too_short',
  'too_long',
  'common',
  'repetitive',
  'contextual',
] satisfies PasswordProblem[];

/** The service's verdict on the password (a 400); none when it names no password problem. */
export function passwordErrorsFrom(fields: readonly FieldProblem[]): NewPasswordErrors | undefined {
  const field = fields.find((entry) => entry.field === 'password');
  if (!field) return undefined;
  return { password: worded.includes(field.code) ? (field.code as PasswordProblem) : 'invalid' };
}
