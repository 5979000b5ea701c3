import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  localeFromCookies,
  localizedFile,
  negotiateLocale,
} from '../../src/config/languages';

describe('the language a host sends a page in', () => {
  it.each([
    ['pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7', 'pt-BR'],
    ['en-US,en;q=0.9,pt-BR;q=0.8', 'en'],
    ['en-GB', 'en'],
    ['pt-PT', 'pt-BR'],
    // A Spanish or French browser with English further down its list.
    ['es-AR,es;q=0.9,en;q=0.5', 'en'],
    ['fr-FR, fr;q=0.9, pt;q=0.5, en;q=0.4', 'pt-BR'],
    ['de-DE', 'pt-BR'],
    ['*', 'pt-BR'],
    ['', 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('reads Accept-Language %j as %s', (acceptLanguage, expected) => {
    expect(negotiateLocale({ acceptLanguage })).toBe(expected);
  });

  it('follows the choice made with the language switch over the browser’s languages', () => {
    expect(negotiateLocale({ cookie: 'gofy_locale=pt-BR', acceptLanguage: 'en-US,en' })).toBe(
      'pt-BR',
    );
    expect(negotiateLocale({ cookie: 'theme=dark; gofy_locale=en', acceptLanguage: 'pt-BR' })).toBe(
      'en',
    );
  });

  it('ignores a cookie naming a language the portal does not speak, or another cookie', () => {
    expect(negotiateLocale({ cookie: 'gofy_locale=fr', acceptLanguage: 'en' })).toBe('en');
    expect(negotiateLocale({ cookie: 'xgofy_locale=en', acceptLanguage: 'pt-BR' })).toBe('pt-BR');
    expect(localeFromCookies('gofy_locale')).toBeUndefined();
  });

  it('reads the languages in the order written, without their weights', () => {
    expect(acceptedLanguages(' en-US ; q=0.9 , pt ')).toEqual(['en-US', 'pt']);
  });
});

describe('the files of a page prerendered in each language', () => {
  it('keeps the default language’s at the page’s own file, the others beside it', () => {
    expect(localizedFile('login/index.html', 'pt-BR')).toBe('login/index.html');
    expect(localizedFile('login/index.html', 'en')).toBe('login/index.en.html');
    expect(localizedFile('404.html', 'en')).toBe('404.en.html');
  });
});
