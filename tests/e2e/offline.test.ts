import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, localizedFile } from '../../src/config/languages';
import { notFoundPage, prerenderedPages } from '../../src/config/portal-paths';
import { keptPageText } from '../../src/sw/page-routes';
import { fullChromium } from './support/browser';
import { asNextBuild } from './support/next-version';
import { followPageActivity, pageSettled } from './support/page-activity';
import { whoamiStatus } from './support/page-checks';
import { setUpPortalPage } from './support/portal-page';
import { buildDir, demoUser, startPortal } from './support/portal-server';
import {
  listCacheStorage,
  navigationSource,
  stopServiceWorkers,
  waitForServiceWorkerControl,
} from './support/service-worker';
import { step as boundedStep } from './support/steps';

const e2e = setUpPortalPage({
  // Offline, Chromium reports each failed fetch as a console error, the service worker's
  // update check among them: those are expected here.
  expectedProblems:
    /ERR_INTERNET_DISCONNECTED|Failed to fetch|error occurred when fetching the script/,
});

async function signIn(target: Page = e2e.page) {
  await target.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
  await target.getByLabel('Password', { exact: true }).fill(demoUser.password);
  await target.getByRole('button', { name: 'Sign in', exact: true }).click();
  await target.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
}

/** Whoami as the server sees this browser's cookie, unaffected by the page being offline. */
async function serverWhoami(): Promise<number> {
  return (await e2e.context.request.get(`${e2e.portal.url}/api/sso/whoami`)).status();
}

/**
 * Cache Storage holds the build's files and the prerendered pages as the build wrote them,
 * and nothing else: no API answer, no URL with a token, nothing of a session.
 */
async function expectOnlyBuildFiles(tab: Page) {
  const entries = await listCacheStorage(tab);
  const precached = JSON.parse(
    (await readFile(path.join(buildDir, 'sw.js'), 'utf8')).match(/\[\{"revision".*?\}\]/)?.[0] ??
      '[]',
  ) as { url: string }[];
  // The build's files, and the deployment's public settings.
  const allowed = new Set(precached.map((entry) => new URL(entry.url, e2e.portal.url).pathname));
  allowed.add('/config.json');
  // The prerendered pages again, at their own paths, for the browser to answer with while
  // the worker is stopped: public pages, as the build wrote them.
  const keptPages = prerenderedPages.filter((page) => page !== notFoundPage);
  const keptPaths = new Set(keptPages.map((page) => page.path));

  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const url = new URL(entry.url);
    expect(entry.method).toBe('GET');
    expect(url.origin).toBe(e2e.portal.url);
    expect(url.pathname).not.toMatch(/^\/api\//);
    expect(url.search).not.toMatch(/token|secret/);
    if (entry.cache.startsWith('gofy-pages-') && keptPaths.has(url.pathname)) continue;
    expect(allowed.has(url.pathname), `${url.pathname} is not a build file`).toBe(true);
  }
  const keptBodies = await tab.evaluate(async () => {
    const bodies: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.startsWith('gofy-pages-'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        bodies.push((await (await cache.match(request))?.text()) ?? '');
      }
    }
    return bodies;
  });
  const buildPages = await Promise.all(
    keptPages.flatMap((page) =>
      locales.map((locale) =>
        readFile(path.join(buildDir, localizedFile(page.file, locale)), 'utf8'),
      ),
    ),
  );
  expect(keptBodies.length).toBe(keptPages.length);
  // As the build wrote them, but for the preload of their script (src/sw/page-routes.ts).
  for (const body of keptBodies) expect(buildPages.map(keptPageText)).toContain(body);
}

describe('the service worker', () => {
  it('registers and takes control of the page on the first visit', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    const scriptURL = await e2e.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptURL).toBe(`${e2e.portal.url}/sw.js`);
  });

  it('opens /login offline from its cache, with the form usable and submit waiting', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    await e2e.context.setOffline(true);
    await e2e.page.reload();

    const email = e2e.page.getByRole('textbox', { name: 'Email' });
    await email.fill(demoUser.email);
    expect(await email.inputValue()).toBe(demoUser.email);
    await e2e.page.getByText('Signing in needs a connection').first().waitFor();
    expect(await e2e.page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(
      true,
    );

    await e2e.context.setOffline(false);
    await e2e.page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('form button[type=submit]')?.disabled,
    );
  });

  it('says the passkey page needs a connection, when the network goes and when reloaded offline', async () => {
    const needsConnection =
      'Managing passkeys needs a connection. The passkeys on this device keep working.';
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    await signIn();
    await e2e.page.goto(`${e2e.portal.url}/security`);
    const add = e2e.page.getByRole('button', { name: 'Add a passkey' });
    await add.waitFor();

    await e2e.context.setOffline(true);
    await e2e.page.getByText(needsConnection).waitFor();
    expect(await add.isDisabled()).toBe(true);

    await e2e.page.reload();
    await e2e.page.getByRole('heading', { name: 'Sign-in and security' }).waitFor();
    await e2e.page.getByText(needsConnection).waitFor();
    expect(await e2e.page.getByText('You are offline. Signing in').count()).toBe(0);

    // Back online, the page asks again by itself: no Try again needed.
    await e2e.context.setOffline(false);
    await e2e.page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Add a passkey' && !button.disabled,
      ),
    );
    expect(await e2e.page.getByText(needsConnection).count()).toBe(0);
  });

  it('keeps nothing authenticated in Cache Storage during a session, and nothing after it', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    await signIn();
    await e2e.page.goto(
      `${e2e.portal.url}/login?redirect=${encodeURIComponent('/?token=secret-value')}`,
    );
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    // The passkey list is the account's too.
    await e2e.page.getByRole('link', { name: 'Sign-in and security' }).click();
    await e2e.page.getByRole('button', { name: 'Add a passkey' }).waitFor();
    await e2e.page.getByText('Loading your passkeys…').waitFor({ state: 'detached' });
    await e2e.page.getByRole('link', { name: 'Back to your applications' }).first().click();

    await expectOnlyBuildFiles(e2e.page);

    // Signing out clears the origin's caches and storage (Clear-Site-Data) and the worker
    // with them; still online, the portal registers its worker again, which precaches the
    // build's files afresh: the same public files, nothing of the session.
    await e2e.page.getByRole('link', { name: 'Sign out' }).click();
    await e2e.page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    await expect
      .poll(async () =>
        (await listCacheStorage(e2e.page)).some((entry) => entry.cache.startsWith('gofy-pages-')),
      )
      .toBe(true);
    await expectOnlyBuildFiles(e2e.page);
  });
});

describe('the pages the browser answers while the worker is stopped', () => {
  const keptLanguage = (page: Page, pathname: string) =>
    page.evaluate(async (kept) => {
      for (const name of await caches.keys()) {
        if (!name.startsWith('gofy-pages-')) continue;
        const page = await (await caches.open(name)).match(kept);
        if (page) return page.headers.get('Content-Language');
      }
      return null;
    }, pathname);

  it('come without starting the worker, in the language last chosen, offline too', async () => {
    const { page, context } = e2e;
    await page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(page);

    await stopServiceWorkers(page);
    await page.goto(`${e2e.portal.url}/login`);
    expect(await navigationSource(page)).toEqual({ workerStarted: false, routerSource: 'cache' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled())
      .toBe(true);

    // The switch tells the worker, so the next page comes in Portuguese even if it is stopped.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
    await expect.poll(() => keptLanguage(page, '/logout')).toBe('pt-BR');
    // Offline first: Chromium leaves `setOffline` unanswered while the worker is stopped.
    await context.setOffline(true);
    await stopServiceWorkers(page);
    await page.goto(`${e2e.portal.url}/logout`);
    expect(await navigationSource(page)).toEqual({ workerStarted: false, routerSource: 'cache' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    // Nobody is signed in on this device: the page says so, in the language kept.
    await page.getByRole('heading', { name: 'Você já saiu' }).waitFor();

    // A page with a query is the worker's to answer: the browser's copy knows no return target.
    await stopServiceWorkers(page);
    await page.goto(`${e2e.portal.url}/login?redirect=${encodeURIComponent('/security')}`);
    expect(await navigationSource(page)).toEqual({ workerStarted: true, routerSource: '' });
    await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
  });
});

describe('the main page offline', () => {
  it('says it is offline instead of failing, and recovers by itself online', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    await signIn();

    await e2e.context.setOffline(true);
    await e2e.page.reload();
    await e2e.page.getByText('You are offline.').first().waitFor();

    await e2e.context.setOffline(false);
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
  });
});

describe('signing out offline', () => {
  it('forgets the device at once, says honestly what happened, and finishes online', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    await signIn();
    await e2e.page.evaluate(() => localStorage.setItem('gofy.recentApps', '["pipeline"]'));

    await e2e.context.setOffline(true);
    await e2e.page.getByRole('link', { name: 'Sign out' }).click();
    await e2e.page.getByRole('heading', { name: 'Signed out on this device' }).waitFor();
    await e2e.page.getByText('your session may stay active until we can').waitFor();
    expect(await e2e.page.evaluate(() => localStorage.getItem('gofy.recentApps'))).toBeNull();
    expect(await serverWhoami()).toBe(200);

    await e2e.context.setOffline(false);
    await e2e.page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    expect(await serverWhoami()).toBe(401);
  });

  it('signs out offline from the main screen before any service worker took over', async () => {
    // A first visit on a network that drops: the worker is not there yet to serve the sign-out
    // page's code, which the main screen fetched ahead.
    await e2e.page.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await followPageActivity(e2e.page);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signIn();
    await pageSettled(e2e.page);

    await e2e.context.setOffline(true);
    await e2e.page.getByRole('link', { name: 'Sign out' }).click();
    await e2e.page.getByRole('heading', { name: 'Signed out on this device' }).waitFor();
    expect(await serverWhoami()).toBe(200);
  });

  it('finishes on the next start of the portal when the page was closed offline', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    await signIn();
    await e2e.context.setOffline(true);
    await e2e.page.getByRole('link', { name: 'Sign out' }).click();
    await e2e.page.getByRole('heading', { name: 'Signed out on this device' }).waitFor();
    await e2e.page.close();

    await e2e.context.setOffline(false);
    const next = await e2e.context.newPage();
    await next.goto(`${e2e.portal.url}/login`);
    await expect.poll(serverWhoami, { timeout: 10_000 }).toBe(401);
    // Forgotten once the server's answer is back, a moment after the server acted on it.
    await expect
      .poll(() => next.evaluate(() => localStorage.getItem('gofy.pendingLogout')))
      .toBeNull();
  });

  it('never ends a newer session with a logout queued for an older one', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signIn();
    // As left behind by an offline sign-out of an earlier session on this device.
    await e2e.page.evaluate(() =>
      localStorage.setItem(
        'gofy.pendingLogout',
        JSON.stringify({ at: Date.now() - 60_000, sessionId: 'an-earlier-session' }),
      ),
    );
    await e2e.page.reload();
    await expect
      .poll(() => e2e.page.evaluate(() => localStorage.getItem('gofy.pendingLogout')))
      .toBeNull();
    expect(await serverWhoami()).toBe(200);
    expect(await whoamiStatus(e2e.page)).toBe(200);
  });
});

describe('single sign-out across tabs', () => {
  it('tells another open tab it was signed out there, without waiting for its session check', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signIn();
    const other = await e2e.context.newPage();
    await other.goto(`${e2e.portal.url}/`);
    await other.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();

    await e2e.page.getByRole('link', { name: 'Sign out' }).click();
    // The other tab changes page within the app: no load event to wait for.
    // The message arrives at once; the bound is generous because a loaded machine is slow, and
    // still far below the session watch's interval, which would otherwise be what moved it.
    await other.waitForURL(/\/logout\?elsewhere=1/, { timeout: 5000, waitUntil: 'commit' });
    await other.getByRole('heading', { name: 'You signed out in another tab' }).waitFor();
    await other.getByRole('link', { name: 'Sign in again' }).click();
    await other.getByRole('heading', { name: 'Sign in to gofy' }).waitFor();
  });

  it('lets a tab waiting on the sign-in page continue when another tab signs in', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    const other = await e2e.context.newPage();
    await other.goto(`${e2e.portal.url}/login`);
    await other.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    await signIn();
    await other
      .getByRole('heading', { name: `Hello, ${demoUser.firstName}` })
      .waitFor({ timeout: 5000 });
  });
});

/**
 * The controls of the page that lie under the new-version prompt once the page is scrolled
 * to its end, by their text: none, if the page keeps room for the prompt.
 */
function controlsUnderPrompt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const prompt = document.querySelector('.update-prompt');
    if (!prompt) return ['(no prompt)'];
    const box = prompt.getBoundingClientRect();
    return [...document.querySelectorAll('a[href], button, input, select, textarea')]
      .filter((control) => !prompt.contains(control))
      .filter((control) => {
        const area = control.getBoundingClientRect();
        return (
          area.width > 1 &&
          area.height > 1 &&
          area.bottom > box.top &&
          area.top < box.bottom &&
          area.right > box.left &&
          area.left < box.right
        );
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('name') || '?');
  });
}

describe('a new version', () => {
  it('is offered without covering the page or reloading it by itself, and can wait', async () => {
    const step = <T>(name: string, action: () => Promise<T>) =>
      boundedStep(name, action, { page: e2e.page });
    const copy = await mkdtemp(path.join(tmpdir(), 'gofy-build-'));
    await cp(buildDir, copy, { recursive: true });
    const served = await startPortal({ staticDir: copy });
    // What the page asks workers to do: taking over (SKIP_WAITING) is what would reload the
    // page. Questions (its build) and the first worker's claim of the page change nothing.
    await e2e.context.addInitScript(() => {
      const asked: unknown[] = [];
      (window as unknown as { askedOfWorkers: unknown[] }).askedOfWorkers = asked;
      const postMessage = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        const type = (args[0] as { type?: unknown } | null)?.type;
        if (type !== 'GET_BUILD' && type !== 'TAKE_CHARGE') asked.push(args[0]);
        return (postMessage as (...rest: unknown[]) => void).apply(this, args);
      };
    });
    const offer = (page: Page) => page.getByText('A new version of gofy is available.');
    try {
      // A phone, where the prompt at the foot of the screen could hide the form's links.
      await e2e.page.setViewportSize({ width: 360, height: 740 });
      await step('open /login', () => e2e.page.goto(`${served.url}/login`));
      await step('first worker in control', () => waitForServiceWorkerControl(e2e.page));
      await e2e.page.evaluate(() => {
        (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
      });
      await e2e.page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
      await e2e.page.getByLabel('Password', { exact: true }).fill(demoUser.password);

      // The next deployment: another build, whose worker says so when asked.
      const sw = path.join(copy, 'sw.js');
      await writeFile(sw, asNextBuild(await readFile(sw, 'utf8')));
      await step('update found', () =>
        e2e.page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        }),
      );

      await step('new version offered', () => offer(e2e.page).waitFor());
      await expect.poll(() => controlsUnderPrompt(e2e.page)).toEqual([]);
      await e2e.page.getByRole('button', { name: 'Reload' }).click();
      // Refusing and telling happen in the same click: once the note shows, the page has
      // decided, and a page that decided to switch would have asked the worker already.
      await step('told to finish the form first', () =>
        e2e.page.getByText('Finish or clear the form before updating').waitFor(),
      );
      expect(
        await e2e.page.evaluate(
          () => (window as unknown as { askedOfWorkers: unknown[] }).askedOfWorkers,
        ),
      ).toEqual([]);
      expect(
        await e2e.page.evaluate(
          () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
        ),
      ).toBe(true);
      expect(await e2e.page.getByLabel('Password', { exact: true }).inputValue()).toBe(
        demoUser.password,
      );
      // Grown by its note, the prompt still leaves every control reachable.
      await expect.poll(() => controlsUnderPrompt(e2e.page)).toEqual([]);

      await e2e.page.getByRole('button', { name: 'Later' }).click();
      await expect.poll(() => offer(e2e.page).count()).toBe(0);

      // Another tab offers it again. With only an email typed there is nothing to lose: the
      // switch happens, and the email is still in the form after it.
      const other = await e2e.context.newPage();
      await other.goto(`${served.url}/login`);
      await other.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
      await step('offered in another tab', () => offer(other).waitFor());
      await other.evaluate(() => {
        (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
      });
      await other.getByRole('button', { name: 'Reload' }).click();
      await expect
        .poll(() =>
          other.evaluate(
            () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage ?? false,
          ),
        )
        .toBe(false);
      await expect
        .poll(() => other.getByRole('textbox', { name: 'Email' }).inputValue())
        .toBe(demoUser.email);
    } finally {
      await served.close();
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('installation', () => {
  it('has a manifest and icons Chromium accepts, and is installable', async () => {
    // Chromium never offers installation in an incognito profile, which every new context
    // is: this check needs a profile on disk.
    const profile = await mkdtemp(path.join(tmpdir(), 'gofy-profile-'));
    // Installation is the full browser's: the headless shell has no notion of it.
    const installed = await chromium.launchPersistentContext(profile, fullChromium());
    try {
      const tab = installed.pages()[0] ?? (await installed.newPage());
      await tab.goto(`${e2e.portal.url}/login`);
      await waitForServiceWorkerControl(tab);
      const cdp = await installed.newCDPSession(tab);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        errors: { message: string }[];
        data?: string;
      };
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? '{}') as {
        short_name: string;
        display: string;
        icons: { sizes: string; purpose?: string }[];
      };
      expect(parsed).toMatchObject({ short_name: 'gofy', display: 'standalone' });
      expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await installed.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
