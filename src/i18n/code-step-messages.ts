import { codeStepEn } from './code-step-messages-en';
import { codeStepPtBR } from './code-step-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': codeStepPtBR, en: codeStepEn } as const;

export type CodeStepTranslate = FeatureTranslate<typeof codeStepEn>;

/** The code step's messages, in the portal's current language. */
export function useCodeStepMessages(): CodeStepTranslate {
  return useFeatureMessages<typeof codeStepEn>(catalogues);
}
