import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { passwordChangeEn } from './password-change-messages-en';
import { passwordChangePtBR } from './password-change-messages-pt-br';

const catalogues = { 'pt-BR': passwordChangePtBR, en: passwordChangeEn } as const;

export type PasswordChangeTranslate = FeatureTranslate<typeof passwordChangeEn>;

/** The security page's "Your password" section's messages, in the portal's current language. */
export function usePasswordChangeMessages(): PasswordChangeTranslate {
  return useFeatureMessages<typeof passwordChangeEn>(catalogues);
}
