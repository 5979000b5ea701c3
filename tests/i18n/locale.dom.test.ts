import { describe, expect, it, vi } from 'vitest';
import { answerEn } from '../../src/i18n/answer-messages-en';
import { answerPtBR } from '../../src/i18n/answer-messages-pt-br';
import {
  detectLocale,
  matchLocale,
  moveLegacyChoice,
  storeLocale,
  translator,
} from '../../src/i18n/locale';
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
    storeLocale('en');
    expect(detectLocale()).toBe('en');
    storeLocale('pt-BR');
    expect(detectLocale()).toBe('pt-BR');
  });

  it('keeps the choice in a cookie the host reads, for a year, sent to no other site', () => {
    const written: string[] = [];
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value) => {
      written.push(value);
    });
    storeLocale('en');
    cookie.mockRestore();
    expect(written).toEqual(['gofy_locale=en; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('ignores a cookie that names a language the portal does not speak', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie the portal would never write.
    document.cookie = 'gofy_locale=klingon; Path=/';
    expect(detectLocale()).toBe(matchLocale(navigator.languages));
  });

  it('moves a choice kept in storage by an earlier version to the cookie', () => {
    localStorage.setItem('gofy.locale', 'en');
    expect(moveLegacyChoice()).toBe('en');
    expect(document.cookie).toBe('gofy_locale=en');
    expect(localStorage.getItem('gofy.locale')).toBeNull();
    expect(detectLocale()).toBe('en');
  });

  it('leaves a stored choice alone when the cookie already says one', () => {
    storeLocale('pt-BR');
    localStorage.setItem('gofy.locale', 'en');
    expect(moveLegacyChoice()).toBeUndefined();
    expect(document.cookie).toBe('gofy_locale=pt-BR');
  });

  it('reads the language on arrival without touching storage', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    detectLocale();
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
  });
});

describe('messages', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('en');
    expect(t('app.environment', { environment: 'qa' })).toBe('Environment: qa');
    // @ts-expect-error: the compiler asks for every placeholder; a caller it did not see may not.
    expect(t('app.environment', {})).toBe('Environment: {environment}');
  });

  // The words for what an answer refuses are not in the sign-in page's first download: they
  // come with the first request, which hands no refusal on before they are here.
  it('has the words for what an answer refuses by the time a request is refused', async () => {
    const english = translator('en');
    const portuguese = translator('pt-BR');
    expect(english('error.tooManyAttempts', { wait: '5 minutes' })).toBe('error.tooManyAttempts');
    const { sendRequest } = await import('../../src/api/send-request');
    const refused = await sendRequest(async () => new Response('{}', { status: 429 }));
    expect(refused).toHaveProperty('status', 429);
    expect(english('error.tooManyAttempts', { wait: '5 minutes' })).toBe(
      'Too many sign-in attempts. You can try again in 5 minutes.',
    );
    expect(portuguese('error.tooManyAttempts', { wait: '5 minutos' })).toBe(
      'Muitas tentativas de acesso. Tente novamente em 5 minutos.',
    );
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ptBR[key]), key).toEqual(placeholders(en[key]));
    }
    for (const key of Object.keys(answerEn) as (keyof typeof answerEn)[]) {
      expect(placeholders(answerPtBR[key]), key).toEqual(placeholders(answerEn[key]));
    }
  });
});
