import type { TranslationOf } from './catalogue';
import type { deviceEn } from './device-messages-en';

export const devicePtBR: TranslationOf<typeof deviceEn> = {
  'devices.name': '{browser} no {os}',
  'newPasskey.name': '{device} · {date}',
  'newPasskey.nameNoDevice': 'Chave de acesso · {date}',
};
