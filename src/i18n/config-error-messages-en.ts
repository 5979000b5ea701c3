import type { TranslationOf } from './catalogue';

/**
 * English messages of the page shown when the portal's configuration is unusable. A catalogue
 * of its own, loaded with that page, so that no working portal's sign-in carries it. The
 * pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const configErrorEn = {
  'config.title': 'gofy is not configured correctly',
  'config.body':
    'Ask whoever deployed it to fix these settings, in its .env file or in its config.json:',
  'config.missing': '{variable} is missing: expected {expected}.',
  'config.malformed': '{variable} is not valid: expected {expected}.',
  'config.unknown': '{variable} cannot be set in config.json: expected {expected}.',
  'config.unreachable': '{variable} could not be loaded. Check the connection and reload the page.',
} as const;

export type ConfigErrorMessages = TranslationOf<typeof configErrorEn>;
