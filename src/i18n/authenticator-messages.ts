import { authenticatorEn } from './authenticator-messages-en';
import { authenticatorPtBR } from './authenticator-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': authenticatorPtBR, en: authenticatorEn } as const;

export type AuthenticatorTranslate = FeatureTranslate<typeof authenticatorEn>;

/** The words of the authenticator set-up and the recovery codes, in the portal's language. */
export function useAuthenticatorMessages(): AuthenticatorTranslate {
  return useFeatureMessages<typeof authenticatorEn>(catalogues);
}
