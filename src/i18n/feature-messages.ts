import { useMemo } from 'react';
import type { TranslationOf } from './catalogue';
import {
  type FeatureCatalogues,
  type FeatureTranslate,
  withPortalMessages,
} from './feature-translate';
import { useI18n } from './i18n-context';
import { translatorFor } from './plural-forms';

export type { FeatureCatalogues, FeatureTranslate } from './feature-translate';

/**
 * A feature's own messages in the portal's current language, and the portal's own messages
 * besides, so a feature says "Try again" with the same words as every page instead of keeping
 * its own copy. Both languages of a feature's catalogue ship with the feature: the pair is
 * small, and only that feature's chunk imports it. `catalogues` must be a module constant.
 * A catalogue of plain text only is read with `useTextFeatureMessages` instead, without plural
 * rules (text-feature-messages.ts).
 */
export function useFeatureMessages<Reference>(
  catalogues: FeatureCatalogues<Reference>,
): FeatureTranslate<Reference> {
  const { locale, t } = useI18n();
  return useMemo(() => {
    const messages = catalogues[locale] as TranslationOf<Reference>;
    return withPortalMessages(messages, translatorFor<Reference>(locale, messages), t);
  }, [catalogues, locale, t]);
}
