import { describe, expect, it } from 'vitest';
import { parseDeployOverrides } from '../../src/config/deploy-overrides';
import { ConfigError } from '../../src/config/parse-config';
import { validEnv } from '../support/portal-env';

describe("a deployment's config.json", () => {
  const deployProblems = (data: unknown) => {
    try {
      parseDeployOverrides(data, validEnv);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('gives the variables it sets', () => {
    expect(parseDeployOverrides({ REACT_APP_ENVIRONMENT: 'production' }, validEnv)).toEqual({
      REACT_APP_ENVIRONMENT: 'production',
    });
  });

  it('lists a misspelt name, a value that is not a string and a bad value in one error', () => {
    const problems = deployProblems({
      REACT_APP_SSO_URL: '/api/sso',
      REACT_APP_APPLICATION_ID: 7,
      REACT_APP_ENVIRONMENT: 'qa',
      REACT_APP_PIPELINE_APP_URL: 'javascript:alert(1)',
    });
    expect(problems.map(({ variable, problem }) => ({ variable, problem }))).toEqual([
      { variable: 'REACT_APP_SSO_URL', problem: 'unknown' },
      { variable: 'REACT_APP_APPLICATION_ID', problem: 'malformed' },
      { variable: 'REACT_APP_PIPELINE_APP_URL', problem: 'malformed' },
    ]);
  });

  it('keeps a service the portal never calls, when it sets one', () => {
    expect(
      parseDeployOverrides({ REACT_APP_HERMES_API_URL: 'https://hermes.gofy.example' }, validEnv),
    ).toEqual({ REACT_APP_HERMES_API_URL: 'https://hermes.gofy.example' });
  });
});
