import { brokerageChoiceEn } from './brokerage-choice-messages-en';
import { brokerageChoicePtBR } from './brokerage-choice-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': brokerageChoicePtBR, en: brokerageChoiceEn } as const;

export type BrokerageChoiceTranslate = FeatureTranslate<typeof brokerageChoiceEn>;

/** "Choose a brokerage", in the portal's current language. */
export function useBrokerageChoiceMessages(): BrokerageChoiceTranslate {
  return useFeatureMessages<typeof brokerageChoiceEn>(catalogues);
}
