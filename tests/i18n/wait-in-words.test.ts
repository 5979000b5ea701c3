import { describe, expect, it } from 'vitest';
import { formatWait } from '../../src/i18n/wait-in-words';

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
