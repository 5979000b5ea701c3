import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale, translator } from '../../src/i18n/locale';
import { en } from '../../src/i18n/messages-en';
import { ptBR } from '../../src/i18n/messages-pt-br';

describe('choosing the language', () => {
  it.each([
    [['pt-BR', 'en'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['en-US', 'pt-BR'], 'en'],
    [['de-DE', 'en-GB'], 'en'],
    [['fr-FR'], 'pt-BR'],
    [[], 'pt-BR'],
  ])('picks the first language the portal speaks from %j', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });

  it('prefers the language the user chose on this device', () => {
    localStorage.setItem('gofy.locale', 'en');
    expect(detectLocale()).toBe('en');
  });

  it('ignores a stored value that is not a language the portal speaks', () => {
    localStorage.setItem('gofy.locale', 'klingon');
    expect(['pt-BR', 'en']).toContain(detectLocale());
  });
});

describe('messages', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('en');
    expect(t('error.tooManyAttempts', { wait: '5 minutes' })).toBe(
      'Too many sign-in attempts. You can try again in 5 minutes.',
    );
    // @ts-expect-error: the compiler asks for every placeholder; a caller it did not see may not.
    expect(t('error.tooManyAttempts', {})).toBe(
      'Too many sign-in attempts. You can try again in {wait}.',
    );
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ptBR[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
