import { brokerageSwitchEn } from './brokerage-switch-messages-en';
import { brokerageSwitchPtBR } from './brokerage-switch-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': brokerageSwitchPtBR, en: brokerageSwitchEn } as const;

export type BrokerageSwitchTranslate = FeatureTranslate<typeof brokerageSwitchEn>;

/** The brokerage switcher's messages, in the portal's current language. */
export function useBrokerageSwitchMessages(): BrokerageSwitchTranslate {
  return useFeatureMessages<typeof brokerageSwitchEn>(catalogues);
}
