import type { MessageKey } from '../../i18n/messages-en';

export interface CredentialErrors {
  readonly email?: MessageKey | undefined;
  readonly password?: MessageKey | undefined;
}

// Deliberately loose: the SSO decides what an account is; this only catches typos like a
// missing "@" before a round trip on a slow network.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): MessageKey | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'validation.email.required';
  if (!emailShape.test(trimmed)) return 'validation.email.invalid';
  return undefined;
}

export function validatePassword(password: string): MessageKey | undefined {
  // Passwords are never trimmed: spaces may be part of them.
  return password ? undefined : 'validation.password.required';
}

export function validateCredentials(email: string, password: string): CredentialErrors {
  return { email: validateEmail(email), password: validatePassword(password) };
}
