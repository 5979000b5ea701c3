import { describe, expect, it } from 'vitest';
import { applicationName } from '../../../src/features/your-data/application-name';
import { translatorFor } from '../../../src/i18n/plural-forms';
import type { YourDataTranslate } from '../../../src/i18n/your-data-messages';
import { yourDataEn } from '../../../src/i18n/your-data-messages-en';
import { yourDataPtBR } from '../../../src/i18n/your-data-messages-pt-br';

// The contract's enum holds only the applications this portal knows, so an SSO newer than the
// portal is the one way to meet another id: the page cannot be driven there through a stub.
const english = translatorFor<typeof yourDataEn>('en', yourDataEn) as unknown as YourDataTranslate;
const portuguese = translatorFor<typeof yourDataEn>(
  'pt-BR',
  yourDataPtBR,
) as unknown as YourDataTranslate;

describe('the name "Your data" gives an application', () => {
  it('is the main screen’s name in the page’s language', () => {
    expect(applicationName('multiquote', english)).toBe('Multi-quote calculator');
    expect(applicationName('multiquote', portuguese)).toBe('Multicálculo');
  });

  it('is the id the SSO gave for an application the portal does not know', () => {
    expect(applicationName('claims', english)).toBe('claims');
    expect(applicationName('claims', portuguese)).toBe('claims');
  });
});
