import type { TranslationOf } from './catalogue';

/**
 * English messages of the install button at every page's foot. Most visits are never offered
 * installation, so they load with the button, when the browser offers it, not with every page.
 * The pt-BR catalogue must have exactly these keys.
 */
export const installEn = {
  'install.button': 'Install app',
} as const;

export type InstallMessages = TranslationOf<typeof installEn>;
