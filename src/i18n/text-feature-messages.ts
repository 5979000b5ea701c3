import { useMemo } from 'react';
import { textTranslator } from './catalogue';
import {
  type FeatureCatalogues,
  type FeatureTranslate,
  withPortalMessages,
} from './feature-translate';
import { useI18n } from './i18n-context';

/**
 * `useFeatureMessages` for a catalogue of plain text only (no message depends on a number),
 * as the portal-wide one is: read without plural rules, so the chunks that load before anyone
 * touches the sign-in page (the passkey offer, the page's foot) carry none of their code.
 * `catalogues` must be a module constant.
 */
export function useTextFeatureMessages<Reference extends Readonly<Record<keyof Reference, string>>>(
  catalogues: FeatureCatalogues<Reference>,
): FeatureTranslate<Reference> {
  const { locale, t } = useI18n();
  return useMemo(() => {
    const messages = catalogues[locale] as Reference;
    return withPortalMessages<Reference>(messages, textTranslator<Reference>(messages), t);
  }, [catalogues, locale, t]);
}
