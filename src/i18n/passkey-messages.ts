import type { FeatureTranslate } from './feature-translate';
import { passkeyEn } from './passkey-messages-en';
import { passkeyPtBR } from './passkey-messages-pt-br';
import { useTextFeatureMessages } from './text-feature-messages';

const catalogues = { 'pt-BR': passkeyPtBR, en: passkeyEn } as const;

export type PasskeyTranslate = FeatureTranslate<typeof passkeyEn>;

/** Messages about passkeys, in the portal's current language. */
export function usePasskeyMessages(): PasskeyTranslate {
  return useTextFeatureMessages<typeof passkeyEn>(catalogues);
}
