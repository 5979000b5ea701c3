import { describe, expect, it } from 'vitest';
import {
  appendFewAttemptsLeft,
  fewAttemptsLeft,
  formatWait,
  isRequestFailure,
  requestFailureMessage,
} from '../../src/i18n/failure-words';
import { en } from '../../src/i18n/messages-en';

describe('a wait in words', () => {
  it.each([
    [40, 'en', '40 seconds'],
    [40, 'pt-BR', '40 segundos'],
    [60, 'en', '1 minute'],
    [61, 'pt-BR', '2 minutos'],
    [15 * 60, 'pt-BR', '15 minutos'],
    [59 * 60 + 1, 'en', '1 hour'],
    [90 * 60, 'pt-BR', '1 hora e 30 minutos'],
    [90 * 60, 'en', '1 hour, 30 minutes'],
    [24 * 60 * 60, 'pt-BR', '24 horas'],
  ])(
    'says %i seconds in %s as “%s”, never earlier than the wait ends',
    (seconds, locale, words) => {
      expect(formatWait(seconds, locale)).toBe(words);
    },
  );
});

describe('how many attempts are left', () => {
  const saying = (count: number) => `${count} left.`;

  it('is said once two or fewer remain', () => {
    expect(fewAttemptsLeft).toBe(2);
    expect(appendFewAttemptsLeft('Wrong.', 2, saying)).toBe('Wrong. 2 left.');
    expect(appendFewAttemptsLeft('Wrong.', 1, saying)).toBe('Wrong. 1 left.');
  });

  it('is not said while more remain, nor when the service did not count', () => {
    expect(appendFewAttemptsLeft('Wrong.', 3, saying)).toBe('Wrong.');
    expect(appendFewAttemptsLeft('Wrong.', undefined, saying)).toBe('Wrong.');
  });
});

describe('a failure any request can meet', () => {
  it.each([
    ['offline', 'You are offline. Check your connection and try again.'],
    [
      'timeout',
      'The sign-in service took too long to answer. Check your connection and try again.',
    ],
    [
      'forbidden',
      'This request was blocked to protect your account. Reload the page and try again.',
    ],
  ] as const)('is worded the same on every page: %s', (kind, words) => {
    expect(isRequestFailure(kind)).toBe(true);
    expect(en[requestFailureMessage(kind)]).toBe(words);
  });

  it('is told from the failures a page words itself', () => {
    expect(isRequestFailure('invalid_code')).toBe(false);
    expect(isRequestFailure('toString')).toBe(false);
  });
});
