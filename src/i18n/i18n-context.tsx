import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type Locale, storeLocale, type Translate, translator } from './locale';

interface I18n {
  readonly locale: Locale;
  readonly t: Translate;
  readonly setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({
  initialLocale,
  preferredLocale = initialLocale,
  children,
}: {
  /** The language of the first render; for prerendered HTML, the language it was built in. */
  readonly initialLocale: Locale;
  /** The user's language, switched to once the page is hydrated, if it differs. */
  readonly preferredLocale?: Locale;
  readonly children: ReactNode;
}) {
  const [locale, setLocaleState] = useState(initialLocale);

  useEffect(() => {
    setLocaleState(preferredLocale);
  }, [preferredLocale]);

  // Screen readers pick their voice from the document's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<I18n>(
    () => ({
      locale,
      t: translator(locale),
      setLocale: (next) => {
        storeLocale(next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside an I18nProvider');
  return i18n;
}
