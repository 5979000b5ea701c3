import { type TranslateWith, textTranslator } from './catalogue';
import type { en, Messages } from './messages-en';
import { ptBR } from './messages-pt-br';

export const locales = ['pt-BR', 'en'] as const;
export type Locale = (typeof locales)[number];

/** Most brokers using the suite are in Brazil, so Portuguese is the default. */
export const defaultLocale: Locale = 'pt-BR';

export const localeNames: Readonly<Record<Locale, string>> = {
  'pt-BR': 'Português',
  en: 'English',
};

// The default catalogue ships with the page; the other one is fetched only by those who read
// it, keeping it off the sign-in page's critical path.
const catalogues: Partial<Record<Locale, Messages>> = { 'pt-BR': ptBR };

/** Makes `locale`'s messages available; resolves at once when they already are. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  if (locale === 'en') catalogues.en = (await import('./messages-en')).en;
}

export function isCatalogueLoaded(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

// Only the user's language choice is kept: a preference, never anything about the account.
const storageKey = 'gofy.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the first of the browser's languages the portal speaks. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'pt') return 'pt-BR';
    if (language === 'en') return 'en';
  }
  return defaultLocale;
}

export function readStoredLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

export function detectLocale(): Locale {
  return readStoredLocale() ?? matchLocale(navigator.languages ?? [navigator.language]);
}

/** The portal's own messages (the sign-in page's, the header's), placeholders checked. */
export type Translate = TranslateWith<typeof en>;

/** Messages of `locale`, which must be loaded (see `loadCatalogue`). */
export function translator(locale: Locale): Translate {
  const messages = catalogues[locale];
  if (!messages) throw new Error(`The ${locale} messages are not loaded`);
  return textTranslator<typeof en>(messages);
}
