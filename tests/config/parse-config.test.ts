import { loadEnv } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { uncalledServiceVariables } from '../../src/config/env-variables';
import { ConfigError, parseConfig } from '../../src/config/parse-config';
import { suiteApplications } from '../../src/config/suite-applications';
import { validEnv } from '../support/portal-env';

function problemsOf(env: Record<string, string | undefined>) {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig', () => {
  it('reads the app name, environment, numeric application id and every service', () => {
    const config = parseConfig(validEnv);
    expect(config.appName).toBe('gofy');
    expect(config.environment).toBe('qa');
    expect(config.applicationId).toBe(7);
    expect(Object.keys(config.services).sort()).toEqual(
      [
        'automation',
        'bridge',
        'hermes',
        'insured',
        'multiQuoteApi',
        'notifications',
        'pipeline',
        'postalCode',
        'schedule',
        'sso',
        'tourist',
        'v2Api',
      ].sort(),
    );
    expect(config.services.v2Api).toBe('https://api.qa.gofy.example/v2');
  });

  it('reads the URL of every suite application, by its key in the SSO contract', () => {
    const config = parseConfig(validEnv);
    // Every application of the one list the launcher and the local service read, in its order.
    expect(Object.keys(config.apps)).toEqual([...suiteApplications]);
    expect(config.apps.education).toBe('https://education.qa.gofy.example/home');
  });

  it('normalises return origins and drops trailing slashes from service URLs', () => {
    const config = parseConfig({
      ...validEnv,
      REACT_APP_RETURN_ORIGINS:
        ' https://Pipeline.qa.gofy.example/ , https://insured.qa.gofy.example:443',
      REACT_APP_SSO_API_URL: '/api/sso/',
    });
    expect(config.returnOrigins).toEqual([
      'https://pipeline.qa.gofy.example',
      'https://insured.qa.gofy.example',
    ]);
    expect(config.services.sso).toBe('/api/sso');
  });

  it('names a missing variable', () => {
    const { REACT_APP_NOTIFICATIONS_API_URL: _, ...env } = validEnv;
    expect(problemsOf(env)).toEqual([
      expect.objectContaining({ variable: 'REACT_APP_NOTIFICATIONS_API_URL', problem: 'missing' }),
    ]);
  });

  it('needs none of the services the portal never calls', () => {
    const env = Object.fromEntries(
      Object.entries(validEnv).filter(
        ([name]) => !(Object.values(uncalledServiceVariables) as string[]).includes(name),
      ),
    );
    expect(Object.keys(parseConfig(env).services).sort()).toEqual(
      ['notifications', 'postalCode', 'sso', 'tourist'].sort(),
    );
  });

  it('treats a blank value as missing', () => {
    expect(problemsOf({ ...validEnv, REACT_APP_NAME: '   ' })).toEqual([
      expect.objectContaining({ variable: 'REACT_APP_NAME', problem: 'missing' }),
    ]);
  });

  it.each([
    ['REACT_APP_APPLICATION_ID', 'seven'],
    ['REACT_APP_APPLICATION_ID', '0'],
    ['REACT_APP_APPLICATION_ID', '7.5'],
    ['REACT_APP_APPLICATION_ID', '99999999999999999'],
    ['REACT_APP_ENVIRONMENT', 'QA env'],
    ['REACT_APP_SSO_API_URL', 'api/sso'],
    ['REACT_APP_SSO_API_URL', '//evil.example/api'],
    ['REACT_APP_TOURIST_API_URL', 'ftp://tourist.example'],
    ['REACT_APP_TOURIST_API_URL', 'https://user:pass@tourist.example'],
    ['REACT_APP_HERMES_API_URL', 'ftp://hermes.example'],
    ['REACT_APP_V2_API_URL', '//evil.example/v2'],
    ['REACT_APP_PIPELINE_APP_URL', '/pipeline'],
    ['REACT_APP_EDUCATION_APP_URL', 'javascript:alert(1)'],
    ['REACT_APP_RETURN_ORIGINS', 'https://pipeline.example/deals'],
    ['REACT_APP_RETURN_ORIGINS', 'https://pipeline.example,javascript:alert(1)'],
    ['REACT_APP_POSTAL_CODE_FORMAT', '99999-999'],
    ['REACT_APP_POSTAL_CODE_FORMAT', '-00000'],
  ])('rejects %s=%s as malformed', (variable, value) => {
    expect(problemsOf({ ...validEnv, [variable]: value })).toEqual([
      expect.objectContaining({ variable, problem: 'malformed' }),
    ]);
  });

  it('writes postal codes as Brazilian CEPs unless told otherwise', () => {
    const { REACT_APP_POSTAL_CODE_FORMAT: _, ...env } = validEnv;
    expect(parseConfig(env).postalCodeFormat).toBe('00000-000');
    expect(
      parseConfig({ ...validEnv, REACT_APP_POSTAL_CODE_FORMAT: '0000 000' }).postalCodeFormat,
    ).toBe('0000 000');
  });

  it('reports every bad variable at once, and its message names them', () => {
    const env = {
      ...validEnv,
      REACT_APP_APPLICATION_ID: 'x',
      REACT_APP_TOURIST_API_URL: undefined,
    };
    expect(() => parseConfig(env)).toThrowError(
      /REACT_APP_APPLICATION_ID is malformed[\s\S]*REACT_APP_TOURIST_API_URL is missing/,
    );
  });

  it('accepts the .env files shipped with the portal, in the default and qa modes', () => {
    for (const mode of ['development', 'production', 'qa']) {
      const { rawPublicVars, cleanup } = loadEnv({ mode, prefixes: ['REACT_APP_'] });
      cleanup();
      expect(parseConfig(rawPublicVars).environment).toBe('qa');
    }
  });
});
