import { describe, expect, it } from 'vitest';
import { companyEn } from '../../src/i18n/company-messages-en';
import { companyPtBR } from '../../src/i18n/company-messages-pt-br';
import { companySignInFailureMessage } from '../../src/words/company-failure-words';

// Every code of the contract's `FederationFailure` has words (the compiler holds the table to
// the generated type); these hold that each says something of its own, in both languages.
const codes = [
  'cancelled',
  'state_missing',
  'state_expired',
  'state_mismatch',
  'code_reused',
  'provider_unavailable',
  'provider_error',
  'issuer_mismatch',
  'email_unverified',
  'unknown_account',
  'wrong_provider',
  'too_many_starts',
] as const;

describe('why a company sign-in failed, in words', () => {
  it('gives each failure words of its own', () => {
    const keys = codes.map(companySignInFailureMessage);
    expect(new Set(keys).size).toBe(codes.length);
    expect(keys).not.toContain('companyFailure.other');
  });

  it.each([
    ['en', companyEn],
    ['pt-BR', companyPtBR],
  ] as const)('says each differently in %s', (_locale, catalogue) => {
    const texts = codes.map((code) => catalogue[companySignInFailureMessage(code)]);
    expect(new Set(texts).size).toBe(codes.length);
  });

  it('gives a code this portal does not know the general words', () => {
    expect(companySignInFailureMessage('a_newer_code')).toBe('companyFailure.other');
    expect(companySignInFailureMessage('__proto__')).toBe('companyFailure.other');
  });
});
