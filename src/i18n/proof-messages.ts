import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { proofEn } from './proof-messages-en';
import { proofPtBR } from './proof-messages-pt-br';

const catalogues = { 'pt-BR': proofPtBR, en: proofEn } as const;

export type ProofTranslate = FeatureTranslate<typeof proofEn>;

/** "Confirm it is you", on the security page and for an application's step-up. */
export function useProofMessages(): ProofTranslate {
  return useFeatureMessages<typeof proofEn>(catalogues);
}
