import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { enlargeText, sidewaysOverflow } from './support/enlarged-text';
import { takePageOffline } from './support/page-offline';
import { setUpPortalPage } from './support/portal-page';
import { demoUser, secondDemoUser } from './support/portal-server';
import { signInForm } from './support/sign-in-form';
import { step } from './support/steps';
import {
  addPlatformAuthenticator,
  type VirtualAuthenticator,
} from './support/virtual-authenticator';

// Passkeys with Chromium's virtual authenticator, against the local SSO service over HTTP.
// Browsers take no IP address as a relying party, so these pages open on localhost.
const e2e = setUpPortalPage({
  // A ceremony the user cancels is logged by Chromium as a failed request of the page, and a
  // request the test cuts off as a network error.
  expectedProblems: /NotAllowedError|status of 401|ERR_INTERNET_DISCONNECTED|Failed to fetch/,
});

let portalUrl: string;
let authenticator: VirtualAuthenticator;

const hello = (page: Page) => page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` });
const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Sign in with a passkey' });

/** Chromium's virtual platform authenticator, kept for the tests that read what it holds. */
async function addAuthenticator(page: Page) {
  authenticator = await addPlatformAuthenticator(page);
}

/**
 * Adds a passkey to `user`'s account through the contract's calls and the browser's own
 * WebAuthn, signed in and out by the API rather than the form: the main screen, after a sign-in,
 * tells the browser which passkeys the SSO accepts, and a list read before the new passkey
 * existed would make the device forget it. Ends on the sign-in page. Resolves to its id.
 */
async function registerPasskey(page: Page, user = demoUser): Promise<string> {
  // A page of the portal without a passkey offer: on /login, autofill's pending request could
  // take the new passkey and sign in meanwhile.
  await page.goto(`${portalUrl}/forgot-password`);
  const id = await page.evaluate(async ({ email, password }) => {
    const post = (path: string, body?: unknown) =>
      fetch(`/api/sso/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    await post('login', { email, password, rememberMe: false, applicationId: 7 });
    const { publicKey } = await (await post('passkeys/registration/options')).json();
    const credential = (await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(publicKey),
    })) as PublicKeyCredential;
    const added = await post('passkeys/registration', {
      credential: credential.toJSON(),
      name: 'Chromium',
    });
    return ((await added.json()) as { id: string }).id;
  }, user);
  // Signed out beside the page, not from it: the SSO's answer to the page clears the site's
  // storage, service worker included, and Chromium keeps the torn-down worker attached for
  // seconds beside the new one, which the test would then run with.
  await page.request.post(`${portalUrl}/api/sso/logout`);
  await page.goto(`${portalUrl}/login`);
  return id;
}

/** Removes passkey `id` through the API, as the signed-in broker would on another device. */
async function removePasskeyElsewhere(page: Page, id: string) {
  const status = await page.evaluate(
    async (passkeyId) =>
      (await fetch(`/api/sso/passkeys/${passkeyId}`, { method: 'DELETE' })).status,
    id,
  );
  expect(status).toBe(204);
}

async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
  await page.goto(`${portalUrl}/login`);
}

/** How many passkeys the virtual authenticator holds. */
async function credentialsOnDevice() {
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  return credentials.length;
}

/**
 * A browser that offers passkeys only behind the button, not in autofill. Chromium's virtual
 * authenticator answers an autofill request by itself, which would sign the page in first.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    const capabilities = PublicKeyCredential.getClientCapabilities;
    if (capabilities) {
      PublicKeyCredential.getClientCapabilities = async () => ({
        ...(await capabilities.call(PublicKeyCredential)),
        conditionalGet: false,
      });
    }
  });
}

/**
 * Follows the sign-in page's passkey autofill from inside each page: how many of its requests
 * for options the network refused (counted by the page itself, so a request of the page
 * before is not taken for one of this page's), and a trail of what it did, which a step that
 * fails reports.
 */
async function watchAutofill(page: Page) {
  await page.addInitScript(() => {
    const watched = window as { refusedOptions?: number; autofillTrail?: string[] };
    watched.refusedOptions = 0;
    watched.autofillTrail = [];
    const started = performance.now();
    const note = (what: string) =>
      watched.autofillTrail?.push(`${Math.round(performance.now() - started)} ms ${what}`);
    window.addEventListener('online', () => note('online'));
    window.addEventListener('offline', () => note('offline'));
    // Cutting the network has hung around the worker's arrival: its steps are noted too.
    navigator.serviceWorker?.addEventListener('controllerchange', () =>
      note('worker took control'),
    );
    navigator.serviceWorker?.ready.then((registration) => {
      note('worker ready');
      registration.addEventListener('updatefound', () => note('worker update found'));
    });
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options) => {
      note(`credentials.get (${options?.mediation})`);
      try {
        const credential = await get(options);
        note('credentials.get answered');
        return credential;
      } catch (error) {
        note(`credentials.get threw ${(error as Error).name}`);
        throw error;
      }
    };
    const send = window.fetch;
    window.fetch = async (...args) => {
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      const name = url.split('/api/sso/')[1] ?? url;
      note(`fetch ${name}`);
      try {
        const response = await send(...args);
        note(`${response.status} ${name}`);
        return response;
      } catch (error) {
        note(`refused ${name}`);
        if (url.endsWith('/sign-in/options'))
          watched.refusedOptions = (watched.refusedOptions ?? 0) + 1;
        throw error;
      }
    };
  });
  // What the test's browser saw of workers, beside what the page saw.
  const startedAt = Date.now();
  const workerTrail: string[] = [];
  page.context().on('serviceworker', (worker) => {
    workerTrail.push(`${Date.now() - startedAt} ms worker attached`);
    worker.on('close', () => workerTrail.push(`${Date.now() - startedAt} ms worker closed`));
  });
  // Bounded: a page that does not answer says so rather than hold the report back.
  const trail = () =>
    Promise.race([
      page
        .evaluate(() => (window as { autofillTrail?: string[] }).autofillTrail ?? [])
        .then((lines) => lines.join('; ')),
      new Promise<string>((resolve) =>
        setTimeout(() => resolve('(the page did not answer)'), 2_000),
      ),
    ]).catch(() => '(the page could not be read)');
  return {
    refused: () => page.evaluate(() => (window as { refusedOptions?: number }).refusedOptions),
    /** A bounded, named step whose failure says what autofill had done by then. */
    step: async <T>(name: string, action: () => Promise<T>) => {
      try {
        return await step(name, action);
      } catch (error) {
        throw new Error(
          `${(error as Error).message} At ${page.url()}, autofill: ${await trail()}; ` +
            `test's browser: ${workerTrail.join('; ') || 'no worker event'}`,
          {
            cause: error,
          },
        );
      }
    },
  };
}

/**
 * Follows passkey autofill on the page's own clock, which stands still until the test moves
 * it: when (by that clock) each request for options left, and how many autofill requests the
 * browser refused. Past 20 refusals, autofill requests are held instead, so that a page that
 * does not back off ends its test with a count rather than flooding it.
 */
async function watchRefusedAutofill(page: Page) {
  await page.addInitScript(() => {
    const watched = window as { asks?: number[]; refusals?: number; held?: number };
    watched.asks = [];
    watched.refusals = 0;
    watched.held = 0;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options) => {
      if (options?.mediation === 'conditional' && (watched.refusals ?? 0) >= 20) {
        watched.held = (watched.held ?? 0) + 1;
        return new Promise((_, fail) =>
          options.signal?.addEventListener('abort', () => fail(options.signal?.reason)),
        );
      }
      try {
        return await get(options);
      } catch (error) {
        if (options?.mediation === 'conditional' && (error as Error).name === 'NotAllowedError') {
          watched.refusals = (watched.refusals ?? 0) + 1;
        }
        throw error;
      }
    };
    const send = window.fetch;
    window.fetch = (...args) => {
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (url.endsWith('/api/sso/passkeys/sign-in/options')) watched.asks?.push(Date.now());
      return send(...args);
    };
  });
  // From the next page on, its clock starts at the present and stands still a second later.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const read = () =>
    page.evaluate(() => {
      const watched = window as { asks?: number[]; refusals?: number; held?: number };
      return { asks: watched.asks ?? [], refusals: watched.refusals ?? 0, held: watched.held ?? 0 };
    });
  return {
    read,
    /**
     * Moves the page's clock on by `ms`, then waits until each request for options the page
     * made has had its answer, and the browser has refused (or holds) the autofill request
     * that followed.
     */
    async pass(ms: number) {
      await page.clock.runFor(ms);
      await expect
        .poll(async () => {
          const { asks, refusals, held } = await read();
          return asks.length - refusals - held;
        })
        .toBe(0);
    },
  };
}

beforeEach(async () => {
  portalUrl = e2e.portal.url.replace('127.0.0.1', 'localhost');
  await e2e.page.goto(`${portalUrl}/login`);
  await addAuthenticator(e2e.page);
});

describe('signing in with a passkey', () => {
  it('signs in with the button, into the same session a password gives', async () => {
    await withoutAutofill(e2e.page);
    await registerPasskey(e2e.page);
    await passkeyButton(e2e.page).click();
    await hello(e2e.page).waitFor();
    expect(await e2e.page.evaluate(async () => (await fetch('/api/sso/whoami')).status)).toBe(200);
  });

  it('signs in from the email field’s autofill, without the button', async () => {
    const signIns: string[] = [];
    e2e.page.on('request', (request) => {
      if (request.url().endsWith('/api/sso/passkeys/sign-in')) signIns.push(request.url());
    });
    await registerPasskey(e2e.page);
    // Back on the sign-in page, the virtual authenticator answers the autofill request the
    // page made, as a broker picking the passkey under the email field would.
    await hello(e2e.page).waitFor();
    expect(signIns).toHaveLength(1);
  });

  it('leaves the password form as it was when the user cancels', async () => {
    await withoutAutofill(e2e.page);
    await registerPasskey(e2e.page);
    await authenticator.cdp.send('WebAuthn.setUserVerified', {
      authenticatorId: authenticator.id,
      isUserVerified: false,
    });
    await passkeyButton(e2e.page).click();
    await e2e.page.getByText('No passkey was used. You can sign in with your password.').waitFor();
    expect(await e2e.page.getByRole('alert').textContent()).toBe('');
    await signInForm(e2e.page).signIn();
    await hello(e2e.page).waitFor();
  });

  it('says a passkey the SSO forgot no longer works, and tells the browser to stop offering it', async () => {
    await e2e.page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as { unknownSignals?: unknown[] }).unknownSignals = calls;
      PublicKeyCredential.signalUnknownCredential = async (details) => {
        calls.push(details);
      };
    });
    await withoutAutofill(e2e.page);
    const id = await registerPasskey(e2e.page);
    // Removed on another device: sign in there with the password, and remove it.
    await signInForm(e2e.page).signIn();
    await hello(e2e.page).waitFor();
    await removePasskeyElsewhere(e2e.page, id);
    await signOut(e2e.page);

    await passkeyButton(e2e.page).click();
    await e2e.page
      .getByText('This passkey no longer works: it was removed from your account.', {
        exact: false,
      })
      .waitFor();
    expect(
      await e2e.page.evaluate(() => (window as { unknownSignals?: unknown[] }).unknownSignals),
    ).toEqual([{ rpId: 'localhost', credentialId: id }]);
  });

  it('refuses a passkey presented as another user’s', async () => {
    await withoutAutofill(e2e.page);
    // Bruno's user handle, as the SSO gives it to him. (Ana's account is the one this file
    // leaves passkeys on; Bruno's stays without, for the list's test.)
    await e2e.page.goto(`${portalUrl}/login`);
    await signInForm(e2e.page).signIn(secondDemoUser);
    await e2e.page.getByRole('heading', { name: `Hello, ${secondDemoUser.firstName}` }).waitFor();
    const brunosHandle = await e2e.page.evaluate(
      async () =>
        ((await (await fetch('/api/sso/passkeys')).json()) as { userHandle: string }).userHandle,
    );
    await signOut(e2e.page);
    await registerPasskey(e2e.page);
    // Ana's passkey signs, but the answer claims Bruno's account.
    await e2e.page.route('**/api/sso/passkeys/sign-in', async (route) => {
      const body = route.request().postDataJSON() as {
        credential: { response: { userHandle?: string } };
      };
      body.credential.response.userHandle = brunosHandle;
      await route.continue({ postData: JSON.stringify(body) });
    });

    await passkeyButton(e2e.page).click();
    await e2e.page
      .getByText('Your passkey could not be checked. Try again, or sign in with your password.')
      .waitFor();
    expect(await e2e.page.evaluate(async () => (await fetch('/api/sso/whoami')).status)).toBe(401);
    // The passkey is Ana's and still good: the device keeps it.
    expect(await credentialsOnDevice()).toBe(1);
  });

  it('says nothing when autofill cannot reach the SSO, and offers passkeys once back online', async () => {
    let cut = true;
    await e2e.page.route('**/api/sso/passkeys/sign-in/options', (route) =>
      cut ? route.abort('internetdisconnected') : route.continue(),
    );
    const autofill = await watchAutofill(e2e.page);
    await autofill.step('add a passkey', () => registerPasskey(e2e.page));
    await autofill.step('autofill asks and is refused', () =>
      expect.poll(autofill.refused).toBe(1),
    );
    expect(await e2e.page.locator('.passkey-sign-in [role="status"]').textContent()).toBe('');

    cut = false;
    const offline = await autofill.step('network lost', () => takePageOffline(authenticator.cdp));
    await autofill.step('network back', () => offline.bringBack());
    // The virtual authenticator answers the new autofill request, as a broker would.
    await autofill.step('signed in by autofill once back online', () => hello(e2e.page).waitFor());
  });

  it('offers passkeys again when the first request after the network came back fails too', async () => {
    // Every request for options fails until the network comes back; then one more fails, as
    // while the connection settles, and the next gets through.
    let phase: 'cut' | 'cut-next' | 'through' = 'cut';
    await e2e.page.route('**/api/sso/passkeys/sign-in/options', (route) => {
      if (phase === 'through') return route.continue();
      if (phase === 'cut-next') phase = 'through';
      return route.abort('internetdisconnected');
    });
    const autofill = await watchAutofill(e2e.page);
    await autofill.step('add a passkey', () => registerPasskey(e2e.page));
    await autofill.step('autofill asks and is refused', () =>
      expect.poll(autofill.refused).toBe(1),
    );

    phase = 'cut-next';
    const offline = await autofill.step('network lost', () => takePageOffline(authenticator.cdp));
    await autofill.step('network back', () => offline.bringBack());
    await autofill.step('refused again after the return', () =>
      expect.poll(autofill.refused).toBe(2),
    );
    // No further `online` event comes: autofill tries again by itself, and the virtual
    // authenticator answers it.
    await autofill.step('signed in by autofill', () => hello(e2e.page).waitFor());
  });

  it('backs off, then gives up quietly, when the device refuses autofill at once', async () => {
    // Holding no passkey for the site, Chromium's virtual authenticator refuses an autofill
    // request the moment it is made, as some password managers do.
    const autofill = await watchRefusedAutofill(e2e.page);
    await e2e.page.goto(`${portalUrl}/login`);
    const minute = 60_000;
    for (let passed = 0; passed < minute; passed += 250) await autofill.pass(250);

    // The page asked 1,754 times in 10 seconds when it asked again at once.
    const { asks } = await autofill.read();
    expect(asks.length).toBeGreaterThan(1);
    expect(asks.length).toBeLessThanOrEqual(4);
    const pauses = asks.slice(1).map((time, index) => time - (asks[index] ?? 0));
    expect(pauses).toEqual([...pauses].sort((a, b) => a - b));
    expect(new Set(pauses).size).toBe(pauses.length);

    // Given up for good: a day more, and not one request.
    for (let hours = 0; hours < 24; hours += 1) await autofill.pass(60 * minute);
    expect((await autofill.read()).asks).toHaveLength(asks.length);
    expect(await e2e.page.locator('.passkey-sign-in [role="status"]').textContent()).toBe('');
    await expect.poll(() => passkeyButton(e2e.page).isEnabled()).toBe(true);
  });

  it('arrives without moving anything in the sign-in card (no layout shift)', async () => {
    await e2e.page.addInitScript(() => {
      const moved: string[] = [];
      (window as { moved?: string[] }).moved = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node?: Node | null }[];
        })[]) {
          for (const { node } of entry.sources) {
            // The header's environment badge, shown once the settings are read, is another
            // matter: here, what the passkey button's arrival could push.
            if (node instanceof Element && node.closest('main .card')) moved.push(node.className);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await e2e.page.goto(`${portalUrl}/login`);
    await passkeyButton(e2e.page).waitFor();
    // Layout shifts are reported by the frame after they happen.
    const moved = await e2e.page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as { moved?: string[] }).moved)),
          ),
        ),
    );
    expect(moved).toEqual([]);
  });

  it('is not offered in a browser without WebAuthn, where the password still signs in', async () => {
    await e2e.page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await e2e.page.goto(`${portalUrl}/login`);
    await signInForm(e2e.page).signIn();
    await hello(e2e.page).waitFor();
    await signOut(e2e.page);
    await signInForm(e2e.page).submit.waitFor();
    expect(await passkeyButton(e2e.page).count()).toBe(0);
  });
});

describe('the passkey list at /security', () => {
  it('adds, renames and removes a passkey, and the device forgets the removed one', async () => {
    // Bruno: the file's other tests leave passkeys on Ana's account.
    await withoutAutofill(e2e.page);
    await e2e.page.goto(`${portalUrl}/login`);
    await signInForm(e2e.page).signIn(secondDemoUser);
    await e2e.page.getByRole('heading', { name: `Hello, ${secondDemoUser.firstName}` }).waitFor();
    // Followed from the keyboard: the page's heading takes it as the page comes.
    await e2e.page.getByRole('link', { name: 'Sign-in and security' }).focus();
    await e2e.page.keyboard.press('Enter');
    await e2e.page.getByRole('heading', { name: 'Your passkeys' }).waitFor();
    await expect
      .poll(() => e2e.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Sign-in and security');
    await e2e.page.getByText('You have no passkeys yet.').waitFor();

    await e2e.page.getByRole('button', { name: 'Add a passkey' }).click();
    // Named after the device it is made on, as the SSO reads this browser, and the minute.
    await e2e.page
      .getByText(
        /^Passkey “Chrome on Linux · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M” added\.$/,
      )
      .waitFor();
    await e2e.page.getByText('Created on: Chrome on Linux · Computer').waitFor();
    expect(await axeViolations(e2e.page)).toEqual([]);

    await e2e.page.getByRole('button', { name: /^Rename: / }).click();
    await e2e.page.getByRole('textbox', { name: /^New name for/ }).fill('Celular da Ana');
    await e2e.page.getByRole('button', { name: 'Save' }).click();
    await e2e.page.getByText('Renamed to “Celular da Ana”.').waitFor();
    await e2e.page.getByText('Celular da Ana', { exact: true }).waitFor();

    expect(await credentialsOnDevice()).toBe(1);
    // Nothing of the passkey is kept by the page: no id, key or challenge in its storage.
    const stored = await e2e.page.evaluate(async () => {
      const { passkeys } = (await (await fetch('/api/sso/passkeys')).json()) as {
        passkeys: { id: string }[];
      };
      return {
        id: passkeys[0]?.id ?? '',
        storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
        databases: (await indexedDB.databases()).map((database) => database.name),
      };
    });
    expect(stored.id).not.toBe('');
    expect(stored.storage).not.toContain(stored.id);
    expect(stored.storage).not.toMatch(/challenge|publicKey|credential/i);
    expect(stored.databases).toEqual([]);
    await e2e.page.getByRole('button', { name: 'Remove: Celular da Ana' }).click();
    await e2e.page.getByRole('button', { name: 'Remove', exact: true }).click();
    await e2e.page.getByText('Passkey “Celular da Ana” removed.').waitFor();
    await e2e.page.getByText('You have no passkeys yet.').waitFor();

    // The list told the browser which passkeys the SSO still accepts
    // (signalAllAcceptedCredentials): the device forgot the removed one too.
    expect(await credentialsOnDevice()).toBe(0);
  });
});

describe('the passkey list for a broker on a phone', () => {
  it('reads in pt-BR, dark, with no violation, and fits 320 px with text at 200%', async () => {
    const page = e2e.page;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 320, height: 640 });
    await withoutAutofill(page);
    // Bruno: this file leaves his account without passkeys until here.
    await page.goto(`${portalUrl}/login`);
    await signInForm(page).signIn(secondDemoUser);
    await page.getByRole('heading', { name: `Hello, ${secondDemoUser.firstName}` }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    // The main screen's header, with the way to the list, fits as well.
    await page.getByRole('link', { name: 'Segurança da conta' }).waitFor();
    await enlargeText(page);
    expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
    await page.goto(`${portalUrl}/security`);
    await page.getByRole('button', { name: 'Criar chave de acesso' }).click();
    await page.getByText(/^Chave de acesso “Chrome no Linux · .*” criada\.$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Renomear: / }).click();
    await page.getByRole('textbox', { name: /^Novo nome para/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await enlargeText(page);
    expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
  });
});

describe('the device’s passkeys after a sign-in', () => {
  it('are kept in step with the account: one removed elsewhere is forgotten here', async () => {
    await e2e.page.addInitScript(() => {
      const told: { accepted?: unknown; user?: unknown } = {};
      (window as { told?: typeof told }).told = told;
      const accepted = PublicKeyCredential.signalAllAcceptedCredentials;
      PublicKeyCredential.signalAllAcceptedCredentials = (details) => {
        told.accepted = details.allAcceptedCredentialIds;
        return accepted.call(PublicKeyCredential, details);
      };
      const current = PublicKeyCredential.signalCurrentUserDetails;
      PublicKeyCredential.signalCurrentUserDetails = (details) => {
        told.user = { name: details.name, displayName: details.displayName };
        return current.call(PublicKeyCredential, details);
      };
    });
    await withoutAutofill(e2e.page);
    const id = await registerPasskey(e2e.page);
    expect(await credentialsOnDevice()).toBe(1);
    // Removed on another device: only the SSO knows.
    await signInForm(e2e.page).signIn();
    await hello(e2e.page).waitFor();
    await removePasskeyElsewhere(e2e.page, id);
    await signOut(e2e.page);

    await signInForm(e2e.page).signIn();
    await hello(e2e.page).waitFor();
    await expect.poll(credentialsOnDevice).toBe(0);
    // The passkeys the SSO lists now (the file's other tests left some), without the removed one.
    const listed = await e2e.page.evaluate(async () =>
      (
        (await (await fetch('/api/sso/passkeys')).json()) as { passkeys: { id: string }[] }
      ).passkeys.map((passkey) => passkey.id),
    );
    expect(listed).not.toContain(id);
    expect(await e2e.page.evaluate(() => (window as { told?: unknown }).told)).toEqual({
      accepted: listed,
      user: { name: demoUser.email, displayName: demoUser.name },
    });
  });
});

describe('the offer after a sign-in with the password', () => {
  const offer = (page: Page) => page.getByRole('heading', { name: 'Sign in faster next time' });

  it('adds a passkey from the offer, which then signs in', async () => {
    await withoutAutofill(e2e.page);
    await e2e.page.goto(`${portalUrl}/login`);
    await signInForm(e2e.page).signIn();
    await offer(e2e.page).waitFor();
    await e2e.page.getByRole('button', { name: 'Add a passkey' }).click();
    await e2e.page.getByText('Passkey added. Next time, sign in with it.').waitFor();
    expect(await credentialsOnDevice()).toBe(1);

    await signOut(e2e.page);
    await passkeyButton(e2e.page).click();
    await hello(e2e.page).waitFor();
    // Signed in with the passkey: nothing to offer.
    expect(await offer(e2e.page).count()).toBe(0);
  });

  it('is not made again on this device after "Not now", nor on a reload', async () => {
    await e2e.page.goto(`${portalUrl}/login`);
    await signInForm(e2e.page).signIn();
    await offer(e2e.page).waitFor();
    await e2e.page.reload();
    await hello(e2e.page).waitFor();
    expect(await offer(e2e.page).count()).toBe(0);

    await signOut(e2e.page);
    await signInForm(e2e.page).signIn();
    await offer(e2e.page).waitFor();
    await e2e.page.getByRole('button', { name: 'Not now' }).click();
    expect(await offer(e2e.page).count()).toBe(0);
    await signOut(e2e.page);
    await signInForm(e2e.page).signIn();
    await hello(e2e.page).waitFor();
    expect(await offer(e2e.page).count()).toBe(0);
  });
});
