import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { type LauncherMessageKey, launcherEn } from './launcher-messages-en';
import { launcherPtBR } from './launcher-messages-pt-br';

const catalogues = { 'pt-BR': launcherPtBR, en: launcherEn } as const;

/** The main screen's messages, in the portal's current language. */
export function useLauncherMessages(): FeatureTranslate<LauncherMessageKey> {
  return useFeatureMessages(catalogues);
}
