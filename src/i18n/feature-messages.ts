import { useMemo } from 'react';
import { useI18n } from './i18n-context';
import { fillPlaceholders, type Locale } from './locale';

export type FeatureTranslate<Key extends string> = (
  key: Key,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * A feature's own messages in the portal's current language. Both languages of a feature's
 * catalogue ship together with the feature: the pair is small, and only that feature's chunk
 * imports it.
 */
export function useFeatureMessages<Key extends string>(
  catalogues: Readonly<Record<Locale, Readonly<Record<Key, string>>>>,
): FeatureTranslate<Key> {
  const { locale } = useI18n();
  return useMemo(() => {
    const messages = catalogues[locale];
    return (key, values) => fillPlaceholders(messages[key], values);
  }, [catalogues, locale]);
}
