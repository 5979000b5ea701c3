import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { type TourMessageKey, tourEn } from './tour-messages-en';
import { tourPtBR } from './tour-messages-pt-br';

const catalogues = { 'pt-BR': tourPtBR, en: tourEn } as const;

/** The onboarding tours' messages, in the portal's current language. */
export function useTourMessages(): FeatureTranslate<TourMessageKey> {
  return useFeatureMessages(catalogues);
}
