import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureDeployment, nginxHeaderLines } from '../../deploy/configure.js';
import { apiResponseHeaders } from '../../deploy/http-headers.js';
import { deployTimeVariableNames } from '../../src/config/env-variables';
import { ConfigError } from '../../src/config/parse-config';
import { validEnv } from '../support/portal-env';

// What a build writes into config.json: the variables a deployment may set, no others.
const buildValues = Object.fromEntries(
  Object.entries(validEnv).filter(([name]) => deployTimeVariableNames.includes(name)),
);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gofy-configure-'));
  await writeFile(path.join(dir, 'config.json'), JSON.stringify(buildValues));
  await writeFile(path.join(dir, 'csp.json'), JSON.stringify({ 'style-src': ["'sha256-abc='"] }));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The headers a file written for nginx adds, by name. */
async function headersIn(file: string) {
  const conf = await readFile(path.join(dir, file), 'utf8');
  return Object.fromEntries(
    [...conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]),
  );
}

const readSettings = async () =>
  JSON.parse(await readFile(path.join(dir, 'config.json'), 'utf8')) as Record<string, string>;

describe('configuring a build for a deployment', () => {
  it('lays the environment’s variables over the build’s and ignores unrelated ones', async () => {
    await configureDeployment(dir, {
      environment: {
        REACT_APP_ENVIRONMENT: 'prod',
        REACT_APP_APPLICATION_ID: '12',
        REACT_APP_TOURIST_API_URL: 'https://tourist.gofy.example',
        PATH: '/usr/bin',
      },
    });
    expect(await readSettings()).toEqual({
      ...buildValues,
      REACT_APP_ENVIRONMENT: 'prod',
      REACT_APP_APPLICATION_ID: '12',
      REACT_APP_TOURIST_API_URL: 'https://tourist.gofy.example',
    });
  });

  it('writes the nginx headers with the new services in connect-src', async () => {
    await configureDeployment(dir, {
      environment: { REACT_APP_TOURIST_API_URL: 'https://tourist.gofy.example' },
      nginxDir: dir,
      reportUri: 'https://reports.gofy.example/csp',
    });
    const conf = await readFile(path.join(dir, 'security-headers.conf'), 'utf8');
    const csp = conf.match(/^add_header Content-Security-Policy "([^"]+)" always;$/m)?.[1];
    expect(csp).toContain(' https://tourist.gofy.example');
    expect(csp).not.toContain('tourist.qa.gofy.example');
    expect(csp).toContain("style-src 'self' 'sha256-abc='");
    expect(csp).toContain('report-uri https://reports.gofy.example/csp');
    expect(conf).toMatch(
      /^add_header Strict-Transport-Security "max-age=\d+; includeSubDomains" always;$/m,
    );
  });

  it('keeps the services the portal never calls in config.json, and out of connect-src', async () => {
    await configureDeployment(dir, {
      environment: { REACT_APP_HERMES_API_URL: 'https://hermes.gofy.example' },
      nginxDir: dir,
    });
    expect((await readSettings()).REACT_APP_HERMES_API_URL).toBe('https://hermes.gofy.example');
    const csp = (await headersIn('security-headers.conf'))['Content-Security-Policy'];
    const connectSrc = csp
      ?.split('; ')
      .find((directive: string) => directive.startsWith('connect-src'));
    expect(connectSrc).toBe(
      "connect-src 'self' https://notifications.qa.gofy.example https://tourist.qa.gofy.example",
    );
  });

  it('writes the API answers’ headers for nginx from the same module the service sends them from', async () => {
    await configureDeployment(dir, { environment: {}, nginxDir: dir });
    expect(await headersIn('api-security-headers.conf')).toEqual(apiResponseHeaders());
    expect((await headersIn('security-headers.conf'))['Content-Security-Policy']).toContain(
      "default-src 'self'",
    );
  });

  it('lists every wrong variable and writes nothing', async () => {
    const before = await readFile(path.join(dir, 'config.json'), 'utf8');
    const attempt = configureDeployment(dir, {
      environment: {
        REACT_APP_ENVIRONMENT: 'Production!',
        REACT_APP_SSO_API_URL: '//sso.evil.example',
        REACT_APP_RETURN_ORIGINS: 'javascript:alert(1)',
      },
      nginxDir: dir,
    });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toMatchObject({
      problems: [
        expect.objectContaining({ variable: 'REACT_APP_ENVIRONMENT', problem: 'malformed' }),
        expect.objectContaining({ variable: 'REACT_APP_RETURN_ORIGINS', problem: 'malformed' }),
        expect.objectContaining({ variable: 'REACT_APP_SSO_API_URL', problem: 'malformed' }),
      ],
    });
    expect(await readFile(path.join(dir, 'config.json'), 'utf8')).toBe(before);
    await expect(readFile(path.join(dir, 'security-headers.conf'))).rejects.toThrow(/ENOENT/);
    await expect(readFile(path.join(dir, 'api-security-headers.conf'))).rejects.toThrow(/ENOENT/);
  });

  it('writes nothing when a header cannot be written for nginx', async () => {
    const before = await readdir(dir);
    const settings = await readFile(path.join(dir, 'config.json'), 'utf8');
    await expect(
      configureDeployment(dir, {
        environment: { REACT_APP_ENVIRONMENT: 'prod' },
        nginxDir: dir,
        reportUri: 'https://reports.gofy.example/$host',
      }),
    ).rejects.toThrow(/Content-Security-Policy cannot be written for nginx/);
    expect(await readFile(path.join(dir, 'config.json'), 'utf8')).toBe(settings);
    expect((await readdir(dir)).sort()).toEqual(before.sort());
  });

  it('writes nothing when the nginx directory cannot be written to', async () => {
    const before = await readdir(dir);
    const settings = await readFile(path.join(dir, 'config.json'), 'utf8');
    await expect(
      configureDeployment(dir, {
        environment: { REACT_APP_ENVIRONMENT: 'prod' },
        nginxDir: path.join(dir, 'missing'),
      }),
    ).rejects.toThrow(/ENOENT/);
    expect(await readFile(path.join(dir, 'config.json'), 'utf8')).toBe(settings);
    expect((await readdir(dir)).sort()).toEqual(before.sort());
  });

  it('refuses a config.json naming a variable that cannot be set at deploy time', async () => {
    await writeFile(
      path.join(dir, 'config.json'),
      JSON.stringify({ ...buildValues, REACT_APP_NAME: 'other', REACT_APP_SSO_URL: '/x' }),
    );
    await expect(configureDeployment(dir, { environment: {} })).rejects.toMatchObject({
      problems: [
        expect.objectContaining({ variable: 'REACT_APP_NAME', problem: 'unknown' }),
        expect.objectContaining({ variable: 'REACT_APP_SSO_URL', problem: 'unknown' }),
      ],
    });
  });
});

describe('nginx header lines', () => {
  it('refuse a value nginx would read as a variable or the end of the string', () => {
    expect(nginxHeaderLines({ 'X-A': 'ok value' })).toBe('add_header X-A "ok value" always;');
    expect(() => nginxHeaderLines({ 'X-A': 'a$host' })).toThrow(/nginx/);
    expect(() => nginxHeaderLines({ 'X-A': 'a"b' })).toThrow(/nginx/);
  });

  it('name every header that cannot be written, not only the first', () => {
    expect(() => nginxHeaderLines({ 'X-A': 'a$b', 'X-B': 'ok', 'X-C': 'a\\b' })).toThrow(
      /^X-A, X-C cannot be written for nginx/,
    );
  });
});
