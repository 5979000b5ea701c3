import { deviceEn } from './device-messages-en';
import { devicePtBR } from './device-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': devicePtBR, en: deviceEn } as const;

export type DeviceTranslate = FeatureTranslate<typeof deviceEn>;

/** The names of devices and of new passkeys, in the portal's current language. */
export function useDeviceMessages(): DeviceTranslate {
  return useFeatureMessages<typeof deviceEn>(catalogues);
}
