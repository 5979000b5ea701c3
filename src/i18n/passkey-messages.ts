import { useI18n } from './i18n-context';
import { type PasskeyMessages, passkeyEn } from './passkey-messages-en';
import { passkeyPtBR } from './passkey-messages-pt-br';

const catalogues = { 'pt-BR': passkeyPtBR, en: passkeyEn } as const;

export type PasskeyMessageKey = keyof PasskeyMessages;

/**
 * Messages about passkeys, in the portal's current language: plain text, read as they are,
 * without the machinery of a feature's catalogue (placeholders, plural rules), in the offer's
 * chunk that loads before anyone touches the sign-in page. A failure the offer words as the
 * password form does is read from the portal's catalogue (passkey-sign-in.tsx).
 */
export function usePasskeyMessages(): PasskeyMessages {
  return catalogues[useI18n().locale];
}
