import {
  defaultLocale,
  isLocale,
  type Locale,
  localeCookie,
  localeCookieMaxAge,
  localeFromCookies,
  locales,
  matchLocale,
  readerLocale,
} from '../config/languages';
import { type TranslateWith, textTranslator } from './catalogue';
import type { Messages, PortalMessages } from './messages-en';

export { defaultLocale, isLocale, type Locale, locales, matchLocale };

export const localeNames: Readonly<Record<Locale, string>> = {
  'pt-BR': 'Português',
  en: 'English',
};

// Each language's catalogue is a chunk of its own, so a reader downloads only their own
// language's words. A page the build prerenders preloads its language's by these chunk names,
// and the shell the default's (scripts/build/plugin-prerender.ts).
const catalogueChunks: Readonly<Record<Locale, () => Promise<Messages>>> = {
  'pt-BR': () =>
    import(/* webpackChunkName: "messages-pt-br" */ './messages-pt-br').then((m) => m.ptBR),
  en: () => import(/* webpackChunkName: "messages-en" */ './messages-en').then((m) => m.en),
};

type Words = Readonly<Record<string, string>>;

// Each language's messages as loaded, with the words that come later added in (a translator
// reads the record it was made with, so words added to it are read from then on).
const catalogues: Partial<Record<Locale, Record<string, string>>> = {};
let laterWords: ((locale: Locale) => Promise<Words>) | undefined;

/** Makes `locale`'s messages available; resolves at once when they already are. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  catalogues[locale] ??= { ...(await catalogueChunks[locale]()) };
  if (laterWords) Object.assign(catalogues[locale], await laterWords(locale));
}

/**
 * Portal-wide words that come after the catalogue (api/answer-words.ts): `load` gives them in
 * a language. Added now to each catalogue loaded, and to each one loaded from now on, so a
 * language switch waits for them as for the rest.
 */
export function addLaterWords(load: (locale: Locale) => Promise<Words>): Promise<unknown> {
  laterWords = load;
  return Promise.all(locales.filter((locale) => catalogues[locale]).map(loadCatalogue));
}

/** The language the user chose with the switch on this device, if any. */
export function readChosenLocale(): Locale | undefined {
  return localeFromCookies(document.cookie);
}

// Where the choice was kept before it moved to a cookie the host can read.
const legacyStorageKey = 'gofy.locale';

/**
 * Moves a choice an earlier version kept in storage to the cookie, and returns it, so nobody's
 * choice is lost. Not part of reading the language on arrival: the first use of storage in a
 * page waits for the browser to load it, a few milliseconds of the busiest moment, and only
 * readers who chose before the move have anything there.
 */
export function moveLegacyChoice(): Locale | undefined {
  if (readChosenLocale()) return undefined;
  try {
    const stored = localStorage.getItem(legacyStorageKey);
    if (stored === null) return undefined;
    localStorage.removeItem(legacyStorageKey);
    if (!isLocale(stored)) return undefined;
    storeLocale(stored);
    return stored;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the user's choice where the host reads it, so the next page arrives in that language
 * (config/languages.js). Readable by the page, sent only to this origin.
 */
export function storeLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie; no Cookie Store API in every browser.
  document.cookie = `${localeCookie}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax${secure}`;
}

/** The language of the page: the user's choice, else their browser's, as the host picks it. */
export function detectLocale(): Locale {
  return readerLocale({
    cookie: document.cookie,
    languages: navigator.languages ?? [navigator.language],
  });
}

/** The portal's own messages (the sign-in page's, the header's), placeholders checked. */
export type Translate = TranslateWith<PortalMessages>;

/** Messages of `locale`, which must be loaded (see `loadCatalogue`). */
export function translator(locale: Locale): Translate {
  const messages = catalogues[locale];
  if (!messages) throw new Error(`No ${locale} messages loaded`);
  return textTranslator<PortalMessages>(messages as Messages & PortalMessages);
}
