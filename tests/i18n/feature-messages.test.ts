import { describe, expect, it } from 'vitest';
import { launcherEn } from '../../src/i18n/launcher-messages-en';
import { launcherPtBR } from '../../src/i18n/launcher-messages-pt-br';
import { tourEn } from '../../src/i18n/tour-messages-en';
import { tourPtBR } from '../../src/i18n/tour-messages-pt-br';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['main screen', launcherEn, launcherPtBR],
  ['tours', tourEn, tourPtBR],
] as const)('the %s catalogue', (_, en, ptBR) => {
  it('uses the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(en)) {
      expect(placeholders((ptBR as Record<string, string>)[key] ?? ''), key).toEqual(
        placeholders(english),
      );
    }
  });
});
