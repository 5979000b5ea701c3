import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { englishContext, phoneContext, phoneScreen } from '../support/browser';
import { pageSettled } from '../support/page-activity';
import { secondDemoUser } from '../support/portal-server';
import { cutNetwork } from '../support/service-worker';
import {
  cards,
  greeting,
  type Launcher,
  signInAgainOnTheForm,
  signInToMainScreen,
} from './launcher-page';

/** The main screen: the applications a user has, offline, the install offer, a failing count. */
export function mainScreenTests(launcher: Launcher) {
  describe('the main screen', () => {
    it('greets the demo user and links to her seven applications, with her unread count', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage();
      await signInToMainScreen(page, url);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('link', { name: 'Notifications 3 unread' }).waitFor();
      expect(await cards(page).count()).toBe(7);
      expect(await page.getByRole('link', { name: 'Sales pipeline' }).getAttribute('href')).toBe(
        'https://pipeline.qa.gofy.example/',
      );
      expect(await page.getByRole('searchbox', { name: 'Search applications' }).isVisible()).toBe(
        true,
      );
    });

    it('says it is offline, and its cards stop opening until the network is back', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage();
      await signInToMainScreen(page, url);
      const pipeline = page.getByRole('link', { name: 'Sales pipeline' });
      const lift = () => pipeline.evaluate((card) => getComputedStyle(card).boxShadow);
      const raised = await lift();

      await cutNetwork(page);
      await page
        .getByText('You are offline. The applications open once the connection is back.')
        .waitFor();
      expect(await pipeline.getAttribute('aria-disabled')).toBe('true');
      // It no longer looks like something to tap.
      expect(await lift()).toBe('none');
      expect(await pipeline.evaluate((card) => getComputedStyle(card).cursor)).toBe('not-allowed');
      expect(await axeViolations(page)).toEqual([]);
      // A tap as a broker makes it: Playwright itself waits for a link it sees as disabled.
      await pipeline.click({ force: true });
      await pageSettled(page);
      expect(new URL(page.url()).pathname).toBe('/');

      await page.context().setOffline(false);
      await page.getByText(/You are offline/).waitFor({ state: 'detached' });
      expect(await pipeline.getAttribute('aria-disabled')).toBeNull();
      expect(await lift()).toBe(raised);
    });

    it('offers installing the portal above the cards, where a phone shows it at once', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage(phoneContext());
      await signInToMainScreen(page, url);
      // The browser's offer, as Chromium makes it to an installable page it has not installed.
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      });
      const install = page.getByRole('region', { name: 'Use gofy as an app' });
      await install.waitFor();
      const box = await install.getByRole('button', { name: 'Install' }).boundingBox();
      expect(box && box.y + box.height <= phoneScreen.height).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await install.getByRole('button', { name: 'Not now' }).click();
      await install.waitFor({ state: 'detached' });
    });

    it('shows the second demo user only his three applications', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage();
      await signInToMainScreen(page, url, secondDemoUser);
      expect(await cards(page).allTextContents()).toEqual([
        expect.stringContaining('Sales pipeline'),
        expect.stringContaining('Multi-quote calculator'),
        expect.stringContaining('Education'),
      ]);
      expect(await page.getByRole('searchbox').count()).toBe(0);
    });

    it('opens an application from its card, and lists it first on the next visit', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage();
      await page
        .context()
        .route('https://education.qa.gofy.example/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Education</title>Education' }),
        );
      await signInToMainScreen(page, url, secondDemoUser);
      await page.getByRole('link', { name: 'Education' }).click();
      await page.waitForURL('https://education.qa.gofy.example/');

      await page.goto(url);
      await greeting(page, secondDemoUser).waitFor();
      expect(await cards(page).first().getAttribute('href')).toBe(
        'https://education.qa.gofy.example/',
      );
    });

    it('shows every card at once while the notifications service is down', async () => {
      const url = await launcher.startWithTours('completed', {
        notifications: { failing: true },
      });
      // Chromium logs the failed count; a failing service is what this test is about.
      const page = await launcher.newPage(englishContext, /status of 503/);
      const countFailed = page.waitForResponse((response) =>
        response.url().endsWith('/unread-count'),
      );
      await signInToMainScreen(page, url);
      expect((await countFailed).status()).toBe(503);
      expect(await cards(page).count()).toBe(7);
      expect(await page.getByRole('link', { name: 'Notifications', exact: true }).count()).toBe(1);
    });
  });

  describe('a session that ends while the main screen is open', () => {
    it('sends the user to sign in, says why, and signing in again comes back', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage();
      await signInToMainScreen(page, url);

      // Ended elsewhere, as by signing out on another device of the same browser profile.
      await page.request.post(`${url}/api/sso/logout`);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.getByRole('heading', { name: 'Sign in to gofy' }).waitFor();
      await page.getByText('Your session has ended, for your security.').waitFor();
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
      await signInAgainOnTheForm(page);
    });
  });

  describe('a session at its absolute end', () => {
    it('says it cannot be extended, and signing in again comes back to the same page', async () => {
      const hour = 60 * 60 * 1000;
      let offset = 0;
      const url = await launcher.startWithTours('completed', { now: () => Date.now() + offset });
      const page = await launcher.newPage();
      await signInToMainScreen(page, url);

      // "Stay signed in" in time, twice, on the service's clock: the second reaches the end
      // 24 hours after the sign-in, and no further.
      for (const at of [11, 22]) {
        offset = at * hour;
        expect((await page.request.post(`${url}/api/sso/session/refresh`)).status()).toBe(200);
      }
      offset = 24 * hour - 60_000;
      await page.goto(`${url}/?from=absolute-end`);
      await page.getByText('It cannot be extended again').waitFor();
      expect(await page.getByRole('button', { name: 'Stay signed in' }).count()).toBe(0);

      offset = 24 * hour;
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.getByText('Your session has ended, for your security.').waitFor();
      await signInAgainOnTheForm(page);
      expect(new URL(page.url()).search).toBe('?from=absolute-end');
    });
  });
}
