import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { passkeyEn } from './passkey-messages-en';
import { passkeyPtBR } from './passkey-messages-pt-br';

const catalogues = { 'pt-BR': passkeyPtBR, en: passkeyEn } as const;

export type PasskeyTranslate = FeatureTranslate<typeof passkeyEn>;

/** Messages about passkeys, in the portal's current language. */
export function usePasskeyMessages(): PasskeyTranslate {
  return useFeatureMessages<typeof passkeyEn>(catalogues);
}
