import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { launcherEn } from './launcher-messages-en';
import { launcherPtBR } from './launcher-messages-pt-br';

const catalogues = { 'pt-BR': launcherPtBR, en: launcherEn } as const;

export type LauncherTranslate = FeatureTranslate<typeof launcherEn>;

/** The main screen's messages, in the portal's current language. */
export function useLauncherMessages(): LauncherTranslate {
  return useFeatureMessages<typeof launcherEn>(catalogues);
}
