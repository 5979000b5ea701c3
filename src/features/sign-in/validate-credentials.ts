import type { MessageKey } from '../../i18n/messages-en';
import { validateEmail } from '../../validation/email';

export interface CredentialErrors {
  readonly email?: MessageKey | undefined;
  readonly password?: MessageKey | undefined;
}

export function validatePassword(password: string): MessageKey | undefined {
  // Passwords are never trimmed: spaces may be part of them.
  return password ? undefined : 'validation.password.required';
}

export function validateCredentials(email: string, password: string): CredentialErrors {
  return { email: validateEmail(email), password: validatePassword(password) };
}
