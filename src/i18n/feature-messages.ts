import { useMemo } from 'react';
import type { TranslateWith, TranslationOf } from './catalogue';
import { useI18n } from './i18n-context';
import type { PortalMessages } from './messages-en';
import { translatorFor } from './plural-forms';

type WithPortalMessages<Reference> = {
  readonly [Key in keyof Reference | keyof PortalMessages]: Key extends keyof Reference
    ? Reference[Key]
    : Key extends keyof PortalMessages
      ? PortalMessages[Key]
      : never;
};

/** A feature's messages and the portal's own, placeholders checked at each call. */
export type FeatureTranslate<Reference> = TranslateWith<WithPortalMessages<Reference>>;

/** Both languages of a feature's catalogue: the English reference and its translation. */
export interface FeatureCatalogues<Reference> {
  readonly en: Reference;
  readonly 'pt-BR': TranslationOf<Reference>;
}

/**
 * A feature's own messages in the portal's current language, and the portal's own messages
 * besides, so a feature says "Try again" with the same words as every page instead of keeping
 * its own copy. Both languages of a feature's catalogue ship with the feature: the pair is
 * small, and only that feature's chunk imports it. `catalogues` must be a module constant.
 */
export function useFeatureMessages<Reference>(
  catalogues: FeatureCatalogues<Reference>,
): FeatureTranslate<Reference> {
  const { locale, t } = useI18n();
  return useMemo(() => {
    const messages = catalogues[locale] as TranslationOf<Reference>;
    const own = translatorFor<Reference>(locale, messages) as (
      key: unknown,
      values?: unknown,
    ) => string;
    const portal = t as (key: unknown, values?: unknown) => string;
    return ((key: PropertyKey, values?: unknown) =>
      Object.hasOwn(messages, key)
        ? own(key, values)
        : portal(key, values)) as FeatureTranslate<Reference>;
  }, [catalogues, locale, t]);
}
