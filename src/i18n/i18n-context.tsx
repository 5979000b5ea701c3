import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type Locale,
  loadCatalogue,
  moveLegacyChoice,
  storeLocale,
  type Translate,
  translator,
} from './locale';

interface I18n {
  readonly locale: Locale;
  readonly t: Translate;
  /** Stores the user's choice and switches once its words have arrived; settles with how. */
  readonly setLocale: (locale: Locale) => Promise<SwitchOutcome>;
}

/**
 * How a switch ended: the page speaks the language; another language was asked for before
 * its words came; or they could not be fetched (offline, an old cached page).
 */
export type SwitchOutcome = 'switched' | 'overtaken' | 'unavailable';

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({
  initialLocale,
  preferredLocale = initialLocale,
  chosenBeforeScript,
  onChosen,
  children,
}: {
  /** The language of the first render; for prerendered HTML, the language it was built in. */
  readonly initialLocale: Locale;
  /** The user's language, switched to once the page is hydrated, if it differs. */
  readonly preferredLocale?: Locale;
  /**
   * Reads a language picked in the prerendered page while its script was not yet in charge: a
   * choice like any other. Read once the page is hydrated, so a pick made while it hydrated,
   * which React never saw as a change, counts too.
   */
  readonly chosenBeforeScript?: (() => Locale | undefined) | undefined;
  /** The user chose a language with the switch; it is already stored. */
  readonly onChosen?: ((locale: Locale) => void) | undefined;
  readonly children: ReactNode;
}) {
  const [locale, setLocaleState] = useState(initialLocale);
  // The language asked for last: the one to speak, whichever catalogue arrives last.
  const requested = useRef(initialLocale);
  // Whether the reader has used the switch since React took over the page.
  const pickedWithSwitch = useRef(false);

  // Switch only once the catalogue has arrived: until then the page keeps speaking the
  // language it has, rather than showing keys or nothing.
  const switchTo = useCallback((next: Locale): Promise<SwitchOutcome> => {
    requested.current = next;
    return loadCatalogue(next).then(
      () => {
        if (requested.current !== next) return 'overtaken';
        setLocaleState(next);
        return 'switched';
      },
      // The page stays as it is.
      () => 'unavailable',
    );
  }, []);

  useEffect(() => {
    const chosen = chosenBeforeScript?.();
    if (chosen) {
      storeLocale(chosen);
      onChosen?.(chosen);
      switchTo(chosen);
    } else if (!pickedWithSwitch.current) {
      // Not over a pick made between hydration and this effect: React has set the switch
      // back to the page's language meanwhile, so it cannot be read here.
      switchTo(preferredLocale);
    }
  }, [chosenBeforeScript, preferredLocale, switchTo, onChosen]);

  // A choice an earlier version kept elsewhere: looked for once the page is running, in a task
  // of its own, and followed when found.
  useEffect(() => {
    const looking = setTimeout(() => {
      const legacy = moveLegacyChoice();
      if (legacy) switchTo(legacy);
    });
    return () => clearTimeout(looking);
  }, [switchTo]);

  // Screen readers pick their voice from the document's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<I18n>(
    () => ({
      locale,
      t: translator(locale),
      setLocale: (next) => {
        pickedWithSwitch.current = true;
        storeLocale(next);
        onChosen?.(next);
        return switchTo(next);
      },
    }),
    [locale, switchTo, onChosen],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
