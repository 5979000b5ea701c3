import type { Locator, Page, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fullChromium, launchFollowingOnlineStatus } from './support/browser';
import { followPageActivity, pageSettled } from './support/page-activity';
import { whoamiStatus } from './support/page-checks';
import { setUpPortalPage } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { signInForm, watchLoginRequests } from './support/sign-in-form';

const suiteApp = 'https://pipeline.qa.gofy.example/';
const e2e = setUpPortalPage({
  // Back and Forward as brokers meet them: from the full browser's back/forward cache.
  launch: () => launchFollowingOnlineStatus(fullChromium({ withBackForwardCache: true })),
  // A request cut short by leaving its page is logged by Chromium as failed.
  expectedProblems: /ERR_ABORTED|Failed to fetch/,
});

let documentPosts: string[];
let dialogs: string[];

// Runs after setUpPortalPage's beforeEach, once the test's context and page exist.
beforeEach(async () => {
  await e2e.context.route(`${suiteApp}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pipeline</title><h1>Pipeline</h1>' }),
  );
  // A form sent again by reload or history would show up as a page loaded by POST.
  documentPosts = [];
  e2e.page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') {
      documentPosts.push(request.url());
    }
  });
  dialogs = [];
  e2e.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
});

afterEach(() => {
  expect(documentPosts).toEqual([]);
  expect(dialogs).toEqual([]);
});

const hello = () => e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` });

/** Resolves after the page has run its pending promise callbacks and painted twice. */
function settled(target: Page) {
  return target.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
      ),
  );
}

/**
 * Back (-1) or Forward (1), as the browser's buttons do. Playwright's goBack and goForward wait
 * for navigation events that a restore from the back/forward cache may never send, and then
 * hang until the test times out; the tests wait for what the page shows instead.
 */
async function stepThroughHistory(target: Page, step: -1 | 1) {
  // Scheduled, so the call returns before its page is swapped out.
  await target.evaluate((delta) => {
    setTimeout(() => history.go(delta), 0);
  }, step);
}

describe('history during and after sign-in', () => {
  it('reload while signing in: nothing sent twice, and the form works after', async () => {
    const logins = watchLoginRequests(e2e.page);
    const held: Route[] = [];
    await e2e.page.route('**/api/sso/login', (route) => {
      held.push(route);
    });
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signInForm(e2e.page).signIn();
    await expect.poll(() => held.length).toBe(1);

    await e2e.page.reload();
    await held[0]?.continue().catch(() => {});
    const form = signInForm(e2e.page);
    await expect.poll(() => form.submit.isEnabled()).toBe(true);
    expect(new URL(e2e.page.url()).pathname).toBe('/login');
    expect(logins).toHaveLength(1);

    await e2e.page.unroute('**/api/sso/login');
    await form.signIn();
    await hello().waitFor();
    expect(logins).toHaveLength(2);
  });

  it('Back while signing in: the answer does not pull the user away', async () => {
    const held: Route[] = [];
    await e2e.page.route('**/api/sso/login', (route) => {
      held.push(route);
    });
    await e2e.page.goto(`${e2e.portal.url}/forgot-password`);
    await e2e.page.getByRole('link', { name: 'Back to sign in' }).click();
    await signInForm(e2e.page).signIn();
    await expect.poll(() => held.length).toBe(1);

    await e2e.page.goBack({ waitUntil: 'commit' });
    await e2e.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    // The sign-in goes through, and the page must stay where the user went.
    const answered = e2e.page.waitForResponse((response) => response.url().endsWith('/login'));
    await held[0]?.continue();
    await answered;
    await settled(e2e.page);
    expect(new URL(e2e.page.url()).pathname).toBe('/forgot-password');
    expect(await whoamiStatus(e2e.page)).toBe(200);
  });

  it('Back and Forward after signing in: still signed in, nothing sent again', async () => {
    const logins = watchLoginRequests(e2e.page);
    await e2e.page.goto(`${e2e.portal.url}/forgot-password`);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signInForm(e2e.page).signIn();
    await hello().waitFor();

    // The form was replaced in history by the main screen: Back leaves the sign-in behind.
    // Each step is bounded, so a failure names the step and what the page showed.
    const shows = async (heading: Locator, step: string) => {
      try {
        await heading.waitFor({ timeout: 8000 });
      } catch {
        // How the page got there and how far it got: it failed this way once in many runs, a
        // blank page after Back, and these say whether it came from the back/forward cache.
        const state = await e2e.page
          .evaluate(() => {
            const entry = performance.getEntriesByType('navigation')[0] as
              | (PerformanceNavigationTiming & { notRestoredReasons?: unknown })
              | undefined;
            return JSON.stringify({
              text: (document.body.textContent ?? '').trim().slice(0, 300),
              navigation: entry?.type,
              notRestoredReasons: entry?.notRestoredReasons ?? null,
              readyState: document.readyState,
              serviceWorker: Boolean(navigator.serviceWorker?.controller),
              scripts: performance
                .getEntriesByType('resource')
                .filter((resource) => resource.name.endsWith('.js'))
                .map((resource) => resource.name.replace(location.origin, '')),
            });
          })
          .catch((error: unknown) => String(error));
        throw new Error(
          `after ${step}, ${e2e.page.url()}: ${state}; page problems: ${e2e.problems.join(' | ')}`,
        );
      }
    };
    await stepThroughHistory(e2e.page, -1);
    await shows(e2e.page.getByRole('heading', { name: 'Forgot your password?' }), 'Back');
    await stepThroughHistory(e2e.page, 1);
    await shows(hello(), 'Forward');
    await e2e.page.reload();
    await shows(hello(), 'reload');
    expect(new URL(e2e.page.url()).pathname).toBe('/');
    expect(logins).toHaveLength(1);
  });

  it('Back after signing out elsewhere: no signed-in page from the cache', async () => {
    await e2e.page.addInitScript(() => {
      // What a restored page shows before any of its scripts run again, and whether the page
      // came back from the cache at all.
      window.addEventListener('pageshow', (event) => {
        const page = window as { restoredText?: string; shownFresh?: boolean };
        if (event.persisted) page.restoredText = document.body.textContent ?? '';
        else page.shownFresh = true;
      });
    });
    await followPageActivity(e2e.page);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signInForm(e2e.page).signIn();
    await hello().waitFor();
    await pageSettled(e2e.page);
    // On to an application of the suite in the same tab, which signs the user out there.
    await e2e.page.goto(suiteApp);
    const ended = await e2e.context.request.post(`${e2e.portal.url}/api/sso/logout`, {
      headers: { origin: e2e.portal.url },
    });
    expect(ended.status()).toBe(204);

    await stepThroughHistory(e2e.page, -1);
    // Chromium usually brings the main screen back from the back/forward cache, but may load it
    // afresh (a page with work under way is not kept, or reloads when restored: lazy-page.ts).
    // Either way the user must not be shown, and the page must end at the sign-in form.
    const cameBack = await e2e.page.waitForFunction(
      () => {
        const page = window as { restoredText?: string; shownFresh?: boolean };
        if (page.restoredText !== undefined) return { restored: page.restoredText };
        return page.shownFresh ? { fresh: true } : undefined;
      },
      null,
      { timeout: 5000 },
    );
    const how = (await cameBack.jsonValue()) as { restored?: string; fresh?: boolean };
    if (how.restored !== undefined) {
      expect(how.restored).not.toContain(demoUser.firstName);
      await e2e.page.waitForURL(/\/login\?/, { waitUntil: 'commit' });
      await e2e.page.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
    } else {
      // Loaded afresh, the main screen may only learn that nobody is signed in, and sends
      // the visitor to /login as it would any: no query to wait for.
      await e2e.page.waitForURL(/\/login(\?|$)/, { waitUntil: 'commit' });
      await e2e.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    }
    expect(await e2e.page.getByText(demoUser.firstName).count()).toBe(0);
  });
});
