import { describe, expect, it } from 'vitest';
import { parseCompanySignIn } from '../../src/config/company-sign-in';
import { parseDeployOverrides } from '../../src/config/deploy-overrides';
import { ConfigError } from '../../src/config/parse-config';
import { validEnv } from '../support/portal-env';

const withProviders = (value: string | undefined) => ({
  ...validEnv,
  REACT_APP_COMPANY_SIGN_IN: value,
});

function problemsOf(value: string) {
  try {
    parseCompanySignIn(withProviders(value));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the company providers the sign-in page offers', () => {
  it('are none when the variable is unset or blank', () => {
    expect(parseCompanySignIn(withProviders(undefined))).toEqual([]);
    expect(parseCompanySignIn(withProviders('  '))).toEqual([]);
  });

  it('are listed in order, each named by its kind', () => {
    expect(parseCompanySignIn(withProviders('google, microsoft'))).toEqual([
      { id: 'google', kind: 'google', name: 'Google' },
      { id: 'microsoft', kind: 'microsoft', name: 'Microsoft' },
    ]);
  });

  it('take another id of the SSO with its kind', () => {
    expect(parseCompanySignIn(withProviders('entra-horizonte:microsoft'))).toEqual([
      { id: 'entra-horizonte', kind: 'microsoft', name: 'Microsoft' },
    ]);
  });

  it.each([
    'okta',
    'google,google',
    'google:okta',
    'Google',
    'google:google:google',
    'google,,microsoft',
    '../start:google',
  ])('refuse %s', (value) => {
    expect(problemsOf(value)).toEqual([
      expect.objectContaining({ variable: 'REACT_APP_COMPANY_SIGN_IN', problem: 'malformed' }),
    ]);
  });

  it('cannot be changed by a deployment’s config.json, as the prerendered page shows them', () => {
    expect(() => parseDeployOverrides({ REACT_APP_COMPANY_SIGN_IN: 'google' }, validEnv)).toThrow(
      /REACT_APP_COMPANY_SIGN_IN is unknown/,
    );
  });
});
