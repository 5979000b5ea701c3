import { type FieldProblem, requestPasswordReset } from '../../api/sso-account';
import type { AccountMessageKey } from '../../i18n/account-messages-en';
import type { Locale } from '../../i18n/locale';

/** A request for a reset link: from the form, or again from the confirmation. */
export interface ResetLinkRequest {
  readonly email: string;
  readonly again: boolean;
}

export interface EmailErrors {
  readonly email?: AccountMessageKey | undefined;
}

export function sendResetLink(request: ResetLinkRequest, locale: Locale) {
  return requestPasswordReset({ email: request.email.trim(), locale });
}

/** The service's verdict on the email (a 400), in the form's words; none for other fields. */
export function emailErrorsFrom(fields: readonly FieldProblem[]): EmailErrors | undefined {
  const problem = fields.find((field) => field.field === 'email');
  if (!problem) return undefined;
  return {
    email: problem.code === 'required' ? 'validation.email.required' : 'validation.email.invalid',
  };
}
