import type { TranslationOf } from './catalogue';

/**
 * English messages of the new-version prompt. Most visits never see one, so they load with
 * the prompt, not with every page. The pt-BR catalogue must have exactly these keys.
 */
export const updateEn = {
  'update.available': 'A new version of gofy is available.',
  'update.reload': 'Reload',
  'update.later': 'Later',
  'update.busy':
    'Finish or clear the form before updating, so that nothing you typed or sent is lost.',
} as const;

export type UpdateMessages = TranslationOf<typeof updateEn>;
