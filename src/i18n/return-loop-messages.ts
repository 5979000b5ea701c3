import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { returnLoopEn } from './return-loop-messages-en';
import { returnLoopPtBR } from './return-loop-messages-pt-br';

const catalogues = { 'pt-BR': returnLoopPtBR, en: returnLoopEn } as const;

/** The return-loop notice's messages, in the portal's current language. */
export function useReturnLoopMessages(): FeatureTranslate<typeof returnLoopEn> {
  return useFeatureMessages<typeof returnLoopEn>(catalogues);
}
