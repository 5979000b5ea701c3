import type { MessageKey } from '../../i18n/messages-en';
import { validateEmail } from '../../validation/email';
import { maxPasswordLength, passwordLength } from '../../validation/password-length';
import { hasControlCharacter } from '../../validation/text-characters';

export interface CredentialErrors {
  readonly email?: MessageKey | undefined;
  readonly password?: MessageKey | undefined;
}

export function validatePassword(password: string): MessageKey | undefined {
  // Passwords are never trimmed: spaces may be part of them.
  if (!password) return 'validation.password.required';
  // Neither can have been set (the SSO refuses both), and sending one would only fail:
  // saying why here beats a generic refusal after a round trip.
  if (hasControlCharacter(password)) return 'validation.password.hiddenCharacter';
  if (passwordLength(password) > maxPasswordLength) return 'validation.password.tooLong';
  return undefined;
}

export function validateCredentials(email: string, password: string): CredentialErrors {
  return { email: validateEmail(email), password: validatePassword(password) };
}
