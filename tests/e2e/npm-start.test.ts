import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFederationSettings } from '../../dev-server/federation/federation-settings.js';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { freePort } from './support/free-port';
import { demoUser } from './support/portal-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let start: ChildProcess;
let portal: string;
let ssoService: string;
let federationDir: string;
let federationFile: string;

// `npm start` as a newcomer runs it: the dev server in front, the local SSO service behind
// its proxy. Ports are free ones, so the test never meets a developer's running portal.
beforeAll(async () => {
  const [devPort, ssoPort] = [await freePort(), await freePort()];
  portal = `http://localhost:${devPort}`;
  ssoService = `http://127.0.0.1:${ssoPort}`;
  // The stand-in providers listen where the federation file's issuers say (4010 and 4011 in
  // dev-server/data/federation.json): a copy with free ports keeps them off a running portal's.
  const federation = loadFederationSettings();
  const providers = [];
  for (const provider of federation.providers) {
    providers.push({ ...provider, issuer: `http://127.0.0.1:${await freePort()}` });
  }
  federationDir = mkdtempSync(path.join(tmpdir(), 'gofy-npm-start-'));
  federationFile = path.join(federationDir, 'federation.json');
  writeFileSync(federationFile, JSON.stringify({ ...federation, providers }));
  // In the environment of a newcomer's shell: without Vitest's NODE_ENV=test, Rsbuild builds the
  // page in no mode and leaves React's `process.env.NODE_ENV` for the browser to throw on.
  const { NODE_ENV: _testMode, ...shellEnv } = process.env;
  start = spawn(process.execPath, ['scripts/start.js', '--port', String(devPort)], {
    cwd: root,
    env: {
      ...shellEnv,
      SSO_SERVICE_PORT: String(ssoPort),
      SSO_FEDERATION_FILE: federationFile,
    },
    stdio: 'ignore',
  });
  await waitForHttp(`${portal}/login`, 45_000);
}, 60_000);

afterAll(() => {
  if (start.exitCode === null) start.kill('SIGKILL');
  rmSync(federationDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the portal with the SSO API behind the same origin, sign-in included', async () => {
    const login = await fetch(`${portal}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: portal },
      body: JSON.stringify({ ...demoUser, rememberMe: false, applicationId: 7 }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const whoami = await fetch(`${portal}/api/sso/whoami`, { headers: { cookie } });
    expect(whoami.status).toBe(200);
  });

  it("takes a passkey ceremony on the dev server's pages, the origin it tells the service", async () => {
    const post = (path: string, cookie?: string, body?: unknown) =>
      fetch(`${portal}/api/sso/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: portal,
          ...(cookie ? { cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const login = await post('login', undefined, {
      ...demoUser,
      rememberMe: false,
      applicationId: 7,
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { publicKey } = await (await post('passkeys/registration/options', cookie)).json();
    const credential = new SoftwareAuthenticator(portal).register(publicKey);
    const added = await post('passkeys/registration', cookie, { credential });
    expect(added.status).toBe(201);
  });

  it('sends a company sign-in to a stand-in provider on another site than the portal', async () => {
    const start = await fetch(`${portal}/api/sso/federation/google/start`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const provider = new URL(start.headers.get('location') ?? '');
    const google = loadFederationSettings(federationFile).providers.find(
      ({ id }) => id === 'google',
    );
    expect(provider.origin).toBe(google?.issuer);
    // `localhost` and `127.0.0.1` are two sites to a browser, as the portal and Google are.
    expect(provider.hostname).not.toBe(new URL(portal).hostname);
    // The stand-in takes the request and sends the browser on to its own sign-in page.
    const authorization = await fetch(provider, { redirect: 'manual' });
    expect(new URL(authorization.headers.get('location') ?? '', provider).origin).toBe(
      provider.origin,
    );
  });

  it('stops both servers on Ctrl-C', async () => {
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    start.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`${portal}/login`)).rejects.toThrow();
    await expect(fetch(`${ssoService}/api/sso/whoami`)).rejects.toThrow();
  });
});
