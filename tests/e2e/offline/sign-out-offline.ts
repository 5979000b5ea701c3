import { describe, expect, it } from 'vitest';
import { followPageActivity, pageSettled } from '../support/page-activity';
import { whoamiStatus } from '../support/page-checks';
import type { PortalPage } from '../support/portal-page';
import { demoUser } from '../support/portal-server';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { untilSignInPageInCharge } from '../support/sign-in-form';
import { signOutOffline } from '../support/sign-out';
import { serverWhoami, signIn } from './offline-steps';

/** Signing out with no network, and a sign-out or sign-in told to the other tabs. */
export function signOutOfflineTests(e2e: PortalPage) {
  describe('signing out offline', () => {
    it('forgets the device at once, says honestly what happened, and finishes online', async () => {
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await waitForServiceWorkerControl(e2e.page);
      await signIn(e2e.page);
      await e2e.page.evaluate(() => localStorage.setItem('gofy.recentApps', '["pipeline"]'));

      await e2e.context.setOffline(true);
      await signOutOffline(e2e.page);
      await e2e.page.getByText('your session may stay active until we can').waitFor();
      expect(await e2e.page.evaluate(() => localStorage.getItem('gofy.recentApps'))).toBeNull();
      expect(await serverWhoami(e2e)).toBe(200);

      await e2e.context.setOffline(false);
      await e2e.page.getByRole('heading', { name: 'You have signed out' }).waitFor();
      expect(await serverWhoami(e2e)).toBe(401);
    });

    it('signs out offline from the main screen before any service worker took over', async () => {
      // A first visit on a network that drops: the worker is not there yet to serve the sign-out
      // page's code, which the main screen fetched ahead.
      await e2e.page.addInitScript(() => {
        delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
      });
      await followPageActivity(e2e.page);
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await signIn(e2e.page);
      await pageSettled(e2e.page);

      await e2e.context.setOffline(true);
      await signOutOffline(e2e.page);
      expect(await serverWhoami(e2e)).toBe(200);
    });

    it('finishes on the next start of the portal when the page was closed offline', async () => {
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await waitForServiceWorkerControl(e2e.page);
      await signIn(e2e.page);
      await e2e.context.setOffline(true);
      await signOutOffline(e2e.page);
      await e2e.page.close();

      await e2e.context.setOffline(false);
      const next = await e2e.context.newPage();
      await next.goto(`${e2e.portal.url}/login`);
      await expect.poll(() => serverWhoami(e2e), { timeout: 10_000 }).toBe(401);
      // Forgotten once the server's answer is back, a moment after the server acted on it.
      await expect
        .poll(() => next.evaluate(() => localStorage.getItem('gofy.pendingLogout')))
        .toBeNull();
    });

    it('never ends a newer session with a logout queued for an older one', async () => {
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await signIn(e2e.page);
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
      expect(await serverWhoami(e2e)).toBe(200);
      expect(await whoamiStatus(e2e.page)).toBe(200);
    });
  });

  describe('single sign-out across tabs', () => {
    it('tells another open tab it was signed out there, without waiting for its session check', async () => {
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await signIn(e2e.page);
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
      await untilSignInPageInCharge(other);

      await signIn(e2e.page);
      await other
        .getByRole('heading', { name: `Hello, ${demoUser.firstName}` })
        .waitFor({ timeout: 5000 });
    });
  });
}
