import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAccountMessages } from '../../src/i18n/account-messages';
import { accountPtBR } from '../../src/i18n/account-messages-pt-br';
import type { Message } from '../../src/i18n/catalogue';
import { I18nProvider } from '../../src/i18n/i18n-context';
import { useLauncherMessages } from '../../src/i18n/launcher-messages';
import { launcherEn } from '../../src/i18n/launcher-messages-en';
import { launcherPtBR } from '../../src/i18n/launcher-messages-pt-br';
import type { Locale } from '../../src/i18n/locale';
import { ptBR } from '../../src/i18n/messages-pt-br';
import { formatMessage } from '../../src/i18n/plural-forms';
import { allCatalogues as catalogues, sharedCatalogues, textsOf } from './all-catalogues';

const placeholders = (message: Message | undefined): string[] => {
  const texts = textsOf(message);
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))),
  ].sort();
};

describe.each(catalogues)('the %s catalogue', (_, english, portuguese) => {
  it('has the same messages in both languages, with the same placeholders', () => {
    expect(Object.keys(portuguese).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      expect(placeholders(portuguese[key]), key).toEqual(placeholders(message));
    }
  });

  it('gives a message that depends on a number in both languages, with a form for any number', () => {
    for (const [key, message] of Object.entries(english)) {
      const translation = portuguese[key];
      expect(typeof translation, key).toBe(typeof message);
      if (typeof message !== 'string') expect(message.other, key).toContain('{count}');
      if (translation && typeof translation !== 'string') {
        expect(translation.other, key).toContain('{count}');
      }
    }
  });
});

describe('the catalogues together', () => {
  it('never give one key twice, so a key means the same words on every page', () => {
    const owners = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, english] of catalogues) {
      for (const key of Object.keys(english)) {
        // Spread from a catalogue pages share, such a key is one definition.
        const shared = sharedCatalogues.find((catalogue) => Object.hasOwn(catalogue, key));
        if (shared && english !== shared) continue;
        const owner = owners.get(key);
        if (owner) twice.push(`${key} (${owner}, ${name})`);
        owners.set(key, name);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe('a message that sends the reader elsewhere on the portal', () => {
  // The main screen's link to the security page is named by its label: a message pointing
  // there under another name ("under Passkeys") sends the broker looking for a link that is
  // not there.
  it.each([
    ['en', launcherEn],
    ['pt-BR', launcherPtBR],
  ] as const)('names the security page as the main screen’s link does, in %s', (_, messages) => {
    expect(messages['passkeyOffer.failed']).toContain(messages['launcher.security']);
  });
});

describe('a message that depends on a number', () => {
  const unread = { one: '1 não lida', other: '{count} não lidas' };

  it.each([
    ['pt-BR', 1, '1 não lida'],
    ['pt-BR', 2, '2 não lidas'],
    // Portuguese has a separate form for a million and up; a message without it reads as many.
    ['pt-BR', 1_000_000, '1000000 não lidas'],
    ['en', 1, '1 unread'],
    ['en', 0, '0 unread'],
  ] as const)('takes the form %s uses for %d', (locale, count, expected) => {
    const forms = locale === 'en' ? { one: '1 unread', other: '{count} unread' } : unread;
    expect(formatMessage(locale, forms, { count })).toBe(expected);
  });
});

function inLocale(locale: Locale) {
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider initialLocale={locale}>{children}</I18nProvider>
  );
}

describe('a feature catalogue', () => {
  it('speaks the portal language, with the plural forms of that language', () => {
    const { result } = renderHook(() => useLauncherMessages(), { wrapper: inLocale('pt-BR') });
    expect(result.current('launcher.unread', { count: 1 })).toBe('1 não lida');
    expect(result.current('launcher.search.count', { count: 3 })).toBe('3 aplicativos');
  });

  it("says what the portal says in the portal's own words, in the same language", () => {
    const { result } = renderHook(() => useAccountMessages(), { wrapper: inLocale('pt-BR') });
    expect(result.current('action.tryAgain')).toBe(ptBR['action.tryAgain']);
    expect(result.current('title.forgotPassword')).toBe(accountPtBR['title.forgotPassword']);
  });
});
