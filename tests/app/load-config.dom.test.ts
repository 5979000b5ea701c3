// In the unit project, not the logic one: it mocks a module and stubs fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../src/config/config-error';
import { validEnv } from '../support/portal-env';

// The build's variables, as rsbuild.config.ts would hand them to the page.
vi.mock('../../src/config/built-env', () => ({ builtEnv: validEnv }));

const { getConfig, loadConfig } = await import('../../src/config/config');

function problemsOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError)
      return error.problems.map(({ variable, problem }) => ({ variable, problem }));
    throw error;
  }
  return [];
}

describe("the page's configuration", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("lays the deployment's config.json over the build's settings", async () => {
    fetchMock.mockResolvedValue(Response.json({ REACT_APP_ENVIRONMENT: 'prod' }));
    await loadConfig({ fromDeployment: true });
    expect(fetchMock).toHaveBeenCalledWith('/config.json');
    expect(getConfig()).toMatchObject({ appName: 'gofy', environment: 'prod', applicationId: 7 });
  });

  it("runs on the build's settings when the host has no config.json", async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    await loadConfig({ fromDeployment: true });
    expect(getConfig()).toMatchObject({ environment: 'qa' });
  });

  it('does not ask for config.json on the development server', async () => {
    await loadConfig({ fromDeployment: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getConfig()).toMatchObject({ environment: 'qa' });
  });

  it.each([
    ['the host fails', () => new Response('', { status: 500 }), 'unreachable'],
    ['the file is not JSON', () => new Response('{ REACT_APP', { status: 200 }), 'malformed'],
  ])('refuses to guess when %s', async (_, answer, problem) => {
    fetchMock.mockResolvedValue(answer());
    await loadConfig({ fromDeployment: true });
    expect(problemsOf(getConfig)).toEqual([{ variable: 'config.json', problem }]);
  });

  it('refuses to guess when the file cannot be fetched at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await loadConfig({ fromDeployment: true });
    expect(problemsOf(getConfig)).toEqual([{ variable: 'config.json', problem: 'unreachable' }]);
  });

  it('names every bad setting of the file', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ REACT_APP_ENVIRONMENT: 'Prod!', REACT_APP_SSO_URL: '/sso' }),
    );
    await loadConfig({ fromDeployment: true });
    expect(problemsOf(getConfig)).toEqual(
      expect.arrayContaining([
        { variable: 'REACT_APP_SSO_URL', problem: 'unknown' },
        { variable: 'REACT_APP_ENVIRONMENT', problem: 'malformed' },
      ]),
    );
  });

  it('reads again from scratch: a fixed file is used at the next load', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await loadConfig({ fromDeployment: true });
    expect(() => getConfig()).toThrow(ConfigError);
    fetchMock.mockResolvedValueOnce(Response.json({ REACT_APP_ENVIRONMENT: 'prod' }));
    await loadConfig({ fromDeployment: true });
    expect(getConfig()).toMatchObject({ environment: 'prod' });
  });
});
