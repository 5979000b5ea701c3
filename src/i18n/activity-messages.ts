import { activityEn } from './activity-messages-en';
import { activityPtBR } from './activity-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': activityPtBR, en: activityEn } as const;

export type ActivityTranslate = FeatureTranslate<typeof activityEn>;

/** The recent activity page's messages, in the portal's current language. */
export function useActivityMessages(): ActivityTranslate {
  return useFeatureMessages<typeof activityEn>(catalogues);
}
