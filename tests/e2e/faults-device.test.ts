import { describe, expect, it } from 'vitest';
import { serverWhoamiStatus, whoamiStatus } from './support/page-checks';
import { setUpPortalPage } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { cutNetwork } from './support/service-worker';
import { serviceClock, signInForm } from './support/sign-in-form';
import { signOutOffline } from './support/sign-out';
import { settled, stepsOn } from './support/steps';

const minute = 60_000;
const hour = 60 * minute;
const clock = serviceClock();
const e2e = setUpPortalPage({
  // Ten-minute sessions, so the warning and the end are minutes away, not hours.
  portal: { now: clock.now, sessionTtlSeconds: 10 * 60 },
  // Chromium logs the requests that fail while the browser is offline.
  expectedProblems: /ERR_INTERNET_DISCONNECTED|Failed to fetch/,
});

const step = stepsOn(() => e2e.page);
const hello = () => e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` });

/** Both clocks forward: the service's, and the page's (its timers fire as they come due). */
async function bothClocksForward(ms: number) {
  clock.advance(ms);
  await e2e.page.clock.fastForward(ms);
}

describe("a device whose clock is hours off the server's", () => {
  for (const [direction, offsetMs] of [
    ['ahead of', 3 * hour],
    ['behind', -3 * hour],
  ] as const) {
    it(`the clock 3 hours ${direction} the server's: the session warning comes two minutes before the end, not at once nor never`, async () => {
      await e2e.page.clock.install({ time: clock.now() + offsetMs });
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await signInForm(e2e.page).signIn();
      const warning = e2e.page.getByText('Your session is about to end.');

      await step('signed in, with ten minutes of session left', () => hello().waitFor());
      expect(await warning.count()).toBe(0);

      // The session watch asks the service again on its minute timer: with three minutes
      // left, that answer must not bring the warning either.
      await step('seven minutes later, the session checked again', async () => {
        const checked = e2e.page.waitForResponse((response) =>
          response.url().endsWith('/api/sso/whoami'),
        );
        await bothClocksForward(7 * minute);
        await checked;
        await settled(e2e.page);
      });
      expect(await warning.count()).toBe(0);

      await step('with a minute and a half left, the warning', async () => {
        await bothClocksForward(1.5 * minute);
        await warning.waitFor();
      });

      await step('"Stay signed in" gives the session its ten minutes again', async () => {
        await e2e.page.getByRole('button', { name: 'Stay signed in' }).click();
        await warning.waitFor({ state: 'detached' });
      });
      expect(await whoamiStatus(e2e.page)).toBe(200);
    });
  }
});

describe('a device whose storage is full', () => {
  /** Every write to localStorage throws, as when the origin's quota is used up. */
  const fillLocalStorage = () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    };
  };

  it('localStorage full: signs in, opens an application and signs out; the cards keep their order', async () => {
    await e2e.context.addInitScript(fillLocalStorage);
    await e2e.context.route('https://education.qa.gofy.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Education</title>Education' }),
    );
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signInForm(e2e.page).signIn();
    await step('signed in', () => hello().waitFor());

    await step('an application opened from its card', async () => {
      await e2e.page.getByRole('link', { name: 'Education' }).click();
      await e2e.page.waitForURL('https://education.qa.gofy.example/');
    });
    await step('back on the main screen', async () => {
      await e2e.page.goto(`${e2e.portal.url}/`);
      await hello().waitFor();
    });
    // Nothing could be remembered, so the suite's order stands.
    expect(await e2e.page.locator('.launcher-grid a').first().getAttribute('href')).toBe(
      'https://pipeline.qa.gofy.example/',
    );
    expect(await e2e.page.evaluate(() => localStorage.length)).toBe(0);

    await step('signed out', async () => {
      await e2e.page.getByRole('link', { name: 'Sign out' }).click();
      await e2e.page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    });
    expect(await whoamiStatus(e2e.page)).toBe(401);
  });

  it('localStorage full when signing out offline: the sign-out is still sent once back online', async () => {
    await e2e.context.addInitScript(fillLocalStorage);
    const serverWhoami = () => serverWhoamiStatus(e2e.context, e2e.portal.url);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signInForm(e2e.page).signIn();
    await step('signed in', () => hello().waitFor());

    await cutNetwork(e2e.page);
    await step('signed out on this device while offline', () => signOutOffline(e2e.page));
    expect(await serverWhoami()).toBe(200);

    await e2e.context.setOffline(false);
    await step('the sign-out finished online', () =>
      e2e.page.getByRole('heading', { name: 'You have signed out' }).waitFor(),
    );
    // Said only once the server has ended the session, which is what the words promise.
    expect(await serverWhoami()).toBe(401);
  });
});
