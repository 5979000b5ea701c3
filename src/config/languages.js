// @ts-check
/**
 * The languages the portal speaks, and how a page's language is chosen before any script runs.
 *
 * Plain JavaScript with JSDoc types, like portal-paths.js: the page (src/i18n/locale.ts), the
 * build (which prerenders each page once per language), the service worker and the local
 * service behind `npm run serve` all read this one module, so they choose alike. nginx cannot
 * read it: its rule in deploy/nginx/gofy-portal.conf is generated from this module
 * (deploy/nginx-language-rule.js), a test fails when the shipped one is stale, and
 * tests/e2e/nginx.test.ts holds a running nginx to the same answers.
 */

/** @type {readonly ['pt-BR', 'en']} */
export const locales = Object.freeze(/** @type {const} */ (['pt-BR', 'en']));

/** @typedef {(typeof locales)[number]} Locale */

/**
 * Most brokers using the suite are in Brazil, so Portuguese is the default.
 *
 * @type {Locale}
 */
export const defaultLocale = 'pt-BR';

/**
 * The cookie that holds the user's explicit choice of language (the switch on every page). A
 * cookie rather than storage because the host must read it to send the page in that language;
 * it holds a preference of the device, never anything about the account. The name has no dot,
 * so nginx can read it as `$cookie_gofy_locale`.
 */
export const localeCookie = 'gofy_locale';

/** A year: a language choice is as lasting as the device's. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * @param {unknown} value
 * @returns {value is Locale}
 */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (locales).includes(value);
}

/**
 * The language (a tag's first subtag) by which a reader's browser asks for each locale: any
 * Portuguese gets Brazilian Portuguese, any English gets English.
 *
 * @type {Readonly<Record<Locale, string>>}
 */
export const primaryLanguages = Object.freeze({ 'pt-BR': 'pt', en: 'en' });

/**
 * The first of a reader's languages, in their order of preference, that the portal speaks; the
 * default when none is.
 *
 * @param {readonly string[]} preferred Language tags, most preferred first.
 * @returns {Locale}
 */
export function matchLocale(preferred) {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split('-')[0];
    const locale = locales.find((candidate) => primaryLanguages[candidate] === language);
    if (locale) return locale;
  }
  return defaultLocale;
}

/**
 * The language tags of an `Accept-Language` header, in the order written. Browsers write them
 * most preferred first, which is the order `navigator.languages` gives the page; the weights
 * are not read, as nginx's rule cannot read them either.
 *
 * @param {string | undefined} header
 * @returns {string[]}
 */
export function acceptedLanguages(header) {
  if (!header) return [];
  return header.split(',').flatMap((part) => {
    const tag = part.split(';')[0]?.trim() ?? '';
    return tag && tag !== '*' ? [tag] : [];
  });
}

/**
 * The value of the language cookie in a `Cookie` header, when it names a language the portal
 * speaks.
 *
 * @param {string | undefined} header
 * @returns {Locale | undefined}
 */
export function localeFromCookies(header) {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== localeCookie) continue;
    const value = pair.slice(separator + 1).trim();
    if (isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The language of a page for a reader: the one they chose with the switch (its cookie), else
 * the first of their browser's languages the portal speaks, else Portuguese. The one rule:
 * the host reads it from the request (`negotiateLocale`), the page and the service worker
 * from the browser (`document.cookie`, `navigator.languages`).
 *
 * @param {{ cookie?: string | undefined, languages: readonly string[] }} reader
 * @returns {Locale}
 */
export function readerLocale(reader) {
  return localeFromCookies(reader.cookie) ?? matchLocale(reader.languages);
}

/**
 * `readerLocale` of a request's `Cookie` and `Accept-Language` headers.
 *
 * @param {{ cookie?: string | undefined, acceptLanguage?: string | undefined }} request
 * @returns {Locale}
 */
export function negotiateLocale(request) {
  return readerLocale({
    cookie: request.cookie,
    languages: acceptedLanguages(request.acceptLanguage),
  });
}

/**
 * The build's file of a prerendered page in `locale`: the default language's is the page's own
 * file (`login/index.html`, so a host that does not choose serves Portuguese, which the page
 * then switches), the others sit beside it (`login/index.en.html`, `404.en.html`).
 *
 * @param {string} file The page's file in the default language.
 * @param {Locale} locale
 */
export function localizedFile(file, locale) {
  return locale === defaultLocale ? file : file.replace(/\.html$/, `.${locale}.html`);
}

/**
 * The `Vary` of an answer whose language was chosen this way: caches must keep one copy per
 * cookie and language list.
 */
export const negotiatedPageVary = 'Cookie, Accept-Language';
