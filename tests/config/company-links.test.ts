import { describe, expect, it } from 'vitest';
import { parseCompanyLinks } from '../../src/config/company-links';
import { ConfigError } from '../../src/config/parse-config';
import { validEnv } from '../support/portal-env';

function problemsOf(env: Record<string, string | undefined>) {
  try {
    parseCompanyLinks(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const noLinks = {
  ...validEnv,
  REACT_APP_PRIVACY_URL: undefined,
  REACT_APP_TERMS_URL: ' ',
  REACT_APP_SUPPORT_URL: undefined,
};

describe('the company’s links', () => {
  it('are only those that are set', () => {
    expect(parseCompanyLinks(noLinks)).toEqual({});
    expect(
      parseCompanyLinks({
        ...noLinks,
        REACT_APP_PRIVACY_URL: 'https://gofy.example/privacidade',
        REACT_APP_SUPPORT_URL: 'mailto:suporte@gofy.example',
      }),
    ).toEqual({
      privacy: 'https://gofy.example/privacidade',
      support: 'mailto:suporte@gofy.example',
    });
  });

  it.each([
    ['REACT_APP_PRIVACY_URL', 'javascript:alert(1)'],
    ['REACT_APP_TERMS_URL', 'mailto:juridico@gofy.example'],
    ['REACT_APP_TERMS_URL', '/termos'],
    ['REACT_APP_SUPPORT_URL', 'mailto:suporte@gofy.example?body=my%20password'],
    ['REACT_APP_SUPPORT_URL', 'mailto:suporte'],
    ['REACT_APP_SUPPORT_URL', 'https://user:secret@help.gofy.example/'],
  ])('refuse %s=%s', (variable, value) => {
    expect(problemsOf({ ...validEnv, [variable]: value })).toEqual([
      expect.objectContaining({ variable, problem: 'malformed' }),
    ]);
  });

  it('are named all at once when several are wrong', () => {
    expect(
      problemsOf({ ...validEnv, REACT_APP_PRIVACY_URL: 'x', REACT_APP_TERMS_URL: 'y' }).map(
        (problem) => problem.variable,
      ),
    ).toEqual(['REACT_APP_PRIVACY_URL', 'REACT_APP_TERMS_URL']);
  });
});
