import type { TranslationOf } from './catalogue';

/**
 * English messages about passkeys. A catalogue of its own, loaded with the passkey code, so
 * a browser that cannot use passkeys never downloads it. The pt-BR catalogue must have exactly
 * these keys (the compiler checks).
 */
export const passkeyEn = {
  'passkey.signingIn': 'Signing in with your passkey…',
  'passkey.cancelled': 'No passkey was used. You can sign in with your password.',
  'passkey.unknown':
    'This passkey no longer works: it was removed from your account. Sign in with your password.',
  'passkey.refused': 'Your passkey could not be checked. Try again, or sign in with your password.',
} as const;

export type PasskeyMessages = TranslationOf<typeof passkeyEn>;
