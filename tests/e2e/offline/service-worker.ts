import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, localizedFile } from '../../../src/config/languages';
import { notFoundPage, prerenderedPages } from '../../../src/config/portal-paths';
import { keptPageText } from '../../../src/sw/page-routes';
import type { PortalPage } from '../support/portal-page';
import { buildDir, demoUser } from '../support/portal-server';
import { listCacheStorage, waitForServiceWorkerControl } from '../support/service-worker';
import { signIn } from './offline-steps';

/**
 * Cache Storage holds the build's files and the prerendered pages as the build wrote them,
 * and nothing else: no API answer, no URL with a token, nothing of a session.
 */
async function expectOnlyBuildFiles(tab: Page, portalUrl: string) {
  const entries = await listCacheStorage(tab);
  const precached = JSON.parse(
    (await readFile(path.join(buildDir, 'sw.js'), 'utf8')).match(/\[\{"revision".*?\}\]/)?.[0] ??
      '[]',
  ) as { url: string }[];
  // The build's files, and the deployment's public settings.
  const allowed = new Set(precached.map((entry) => new URL(entry.url, portalUrl).pathname));
  allowed.add('/config.json');
  // The prerendered pages again, at their own paths, for the browser to answer with while
  // the worker is stopped: public pages, as the build wrote them.
  const keptPages = prerenderedPages.filter((page) => page !== notFoundPage);
  const keptPaths = new Set(keptPages.map((page) => page.path));

  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const url = new URL(entry.url);
    expect(entry.method).toBe('GET');
    expect(url.origin).toBe(portalUrl);
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

/** The service worker: in control at once, the sign-in and passkey pages offline, nothing of a session kept. */
export function serviceWorkerTests(e2e: PortalPage) {
  describe('the service worker', () => {
    it('registers and takes control of the page on the first visit', async () => {
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await waitForServiceWorkerControl(e2e.page);
      const scriptURL = await e2e.page.evaluate(
        () => navigator.serviceWorker.controller?.scriptURL,
      );
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
      expect(
        await e2e.page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled(),
      ).toBe(true);

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
      await signIn(e2e.page);
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
      await signIn(e2e.page);
      await e2e.page.goto(
        `${e2e.portal.url}/login?redirect=${encodeURIComponent('/?token=secret-value')}`,
      );
      await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
      // The passkey list is the account's too.
      await e2e.page.getByRole('link', { name: 'Sign-in and security' }).click();
      await e2e.page.getByRole('button', { name: 'Add a passkey' }).waitFor();
      await e2e.page.getByText('Loading your passkeys…').waitFor({ state: 'detached' });
      await e2e.page.getByRole('link', { name: 'Back to your applications' }).first().click();

      await expectOnlyBuildFiles(e2e.page, e2e.portal.url);

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
      await expectOnlyBuildFiles(e2e.page, e2e.portal.url);
    });
  });
}
