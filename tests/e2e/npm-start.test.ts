import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFederationSettings } from '../../dev-server/federation/federation-settings.js';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { englishContext, launchChromium } from './support/browser';
import { freePort } from './support/free-port';
import { demoUser } from './support/portal-server';
import { portalWords } from './support/portal-words';
import { signInForm } from './support/sign-in-form';
import { step } from './support/steps';

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

afterAll(async () => {
  // Stopped as Ctrl-C stops it when the last test did not (it failed, or was filtered out):
  // start.js then stops the servers it started, which a SIGKILL would leave running.
  if (start.exitCode === null && start.signalCode === null) {
    const exited = new Promise((resolve) => start.once('exit', resolve));
    start.kill('SIGINT');
    await exited;
  }
  rmSync(federationDir, { recursive: true, force: true });
});

describe('npm start', () => {
  // First of the file's tests: the first to run the page's scripts, on a dev server that has
  // compiled nothing for a browser yet, as a newcomer's first visit finds it.
  it('signs in with a form sent the moment it shows on a cold dev server', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage(englishContext);
      // A live update the page fetches is answered as the dev server answered it when a newer
      // rebuild had replaced it before the page asked (seen on a loaded machine): gone, and the
      // page reloads, losing what was typed. A cold page must need no update; answering every
      // one so makes certain what that race did only sometimes.
      await page.route('**/*.hot-update.*', (route) => route.fulfill({ status: 404 }));
      const reload = new Promise<'reloaded'>((resolve) => {
        let arrivals = 0;
        page.on('request', (request) => {
          if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
          if (new URL(request.url()).pathname === '/login' && ++arrivals > 1) resolve('reloaded');
        });
      });
      // Each step fails as soon as the page reloads, rather than when its bound runs out.
      const unlessReloaded = async <T>(work: Promise<T>): Promise<T> => {
        const first = await Promise.race([reload, work.then((value) => ({ value }))]);
        if (first === 'reloaded') throw new Error('the page reloaded and lost the form');
        return first.value;
      };

      const form = signInForm(page);
      await step('the sign-in page', () => unlessReloaded(page.goto(`${portal}/login`)), { page });
      // Filled and sent as soon as the button shows, as the newcomer did.
      await step('the form filled and sent', () => unlessReloaded(form.signIn()), { page });
      const words = portalWords('en');
      const outcome = await step(
        'signed in, or told why not',
        () =>
          unlessReloaded(
            Promise.race([
              page
                .getByRole('heading', { name: `Hello, ${demoUser.firstName}` })
                .waitFor()
                .then(() => 'signed in' as const),
              page
                .getByText(words('signIn.resubmit'))
                .waitFor()
                .then(() => 'asked again' as const),
            ]),
          ),
        { page },
      );
      // Asked to send it again, the broker finds the email as typed.
      if (outcome === 'asked again') expect(await form.email.inputValue()).toBe(demoUser.email);
    } finally {
      await browser.close();
    }
  });

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
