import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { signOutEn } from './sign-out-messages-en';
import { signOutPtBR } from './sign-out-messages-pt-br';

const catalogues = { 'pt-BR': signOutPtBR, en: signOutEn } as const;

/** The sign-out page's messages, in the portal's current language. */
export function useSignOutMessages(): FeatureTranslate<typeof signOutEn> {
  return useFeatureMessages<typeof signOutEn>(catalogues);
}
