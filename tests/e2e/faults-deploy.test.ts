import type { BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { englishContext } from './support/browser';
import { copyBuild } from './support/deployed-build';
import { deployNextVersion } from './support/next-version';
import { setUpOwnPages } from './support/own-pages';
import { demoUser, startPortal } from './support/portal-server';
import { waitForServiceWorkerControl } from './support/service-worker';
import { signInForm, watchLoginRequests } from './support/sign-in-form';
import { step as runStep } from './support/steps';

// The main screen's code, which the sign-in fetches while the password is checked.
const launcherChunk = /launcher-grid/;
// A chunk that is gone is a 404 page, which Chromium refuses to run and logs twice over.
const chunkGone = /status of 404|MIME type \('text\/html'\) is not executable/;

const own = setUpOwnPages();

/** A copy of the build served on a port of its own, to deploy the next version over. */
async function servedCopy() {
  const build = await copyBuild();
  const portal = await startPortal({ staticDir: build.root });
  own.closeAfter({ close: () => build.remove() });
  own.closeAfter(portal);
  return { root: build.root, url: portal.url };
}

async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await own.browser.newContext({ ...englishContext, ...options });
  own.closeAfter({
    // A route handler still fetching a chunk the page asked for in the background would
    // otherwise fail once the context is gone, after the test, as an unhandled rejection.
    close: async () => {
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    },
  });
  return context;
}

/** A page whose problems fail the test, but those matching `expected`. */
async function newPage(context: BrowserContext, expected?: RegExp): Promise<Page> {
  return own.watch(await context.newPage(), expected);
}

/** Full page loads of the tab, as paths: a reload shows up as one more. */
function watchDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

/** Marks the document, so a reload (which starts a new one) is told from a page change. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
}

function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
}

/**
 * The entry script the page runs, which names its version. A prerendered page adds it after its
 * first paint (scripts/build/after-first-paint.ts), so this waits for it.
 */
async function runningEntry(page: Page): Promise<string | undefined> {
  const entry = await page.waitForFunction(
    () => document.querySelector<HTMLScriptElement>('script[src*="/static/js/index."]')?.src,
  );
  return (await entry.jsonValue()) ?? undefined;
}

const hello = (page: Page) => page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` });

describe('a deployment while a page of the previous version is open', () => {
  it("the main screen's chunk gone after a deploy: the sign-in reloads once into the new version", async () => {
    const served = await servedCopy();
    // Before any service worker holds a copy of the old version: a first visit.
    const context = await newContext({ serviceWorkers: 'block' });
    const page = await newPage(context, chunkGone);
    const step = (name: string, action: () => Promise<unknown>) => runStep(name, action, { page });
    const loads = watchDocumentLoads(page);
    const logins = watchLoginRequests(page);
    await page.goto(`${served.url}/login`);
    await signInForm(page).fill();

    const next = await deployNextVersion(served.root, launcherChunk);
    await signInForm(page).submit.click();

    await step('the main screen, from the new version', () => hello(page).waitFor());
    expect(await runningEntry(page)).toBe(`${served.url}/${next.newEntry}`);
    expect(loads).toEqual(['/login', '/']);
    expect(logins).toHaveLength(1);
  });

  it("a page's chunk missing from the new version too: one reload, then a message with Reload", async () => {
    const served = await servedCopy();
    const context = await newContext({ serviceWorkers: 'block' });
    // React reports the error its boundary shows, as it should.
    const page = await newPage(context, new RegExp(`${chunkGone.source}|ChunkLoadError`));
    const step = (name: string, action: () => Promise<unknown>) => runStep(name, action, { page });
    const loads = watchDocumentLoads(page);
    await page.goto(`${served.url}/login`);
    // The router's link, not the prerendered page's plain one: React is in charge once it has
    // enabled "Show password" (the first script enables only the form's submit button).
    await page
      .getByRole('button', { name: 'Show password' })
      .and(page.locator(':enabled'))
      .waitFor();
    // A deployment that lost the sign-up page's code: every version of it is missing. The
    // app's chunk names the page too (its table of lazy pages), and is still there.
    await context.route(/\/static\/js\/async\/[^/]*\.js$/, async (route: Route) => {
      const response = await route.fetch();
      const code = await response.text();
      const appChunk = /\/app\.[0-9a-f]+\.js$/.test(route.request().url());
      if (!appChunk && /SignUpPage/.test(code)) {
        await route.fulfill({ status: 404, body: 'Not found' });
      } else await route.fulfill({ response, body: code });
    });

    await page.getByRole('link', { name: 'Ask for an account' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await step('a message after one reload', () => message.waitFor());
    expect(loads).toEqual(['/login', '/signup']);
    expect(await message.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
  });

  it('a new version activated by another tab mid sign-in: signs in once, no reload under the user, and Reload then works', async () => {
    const served = await servedCopy();
    const context = await newContext();
    const first = await newPage(context);
    const step = (name: string, action: () => Promise<unknown>, page = first) =>
      runStep(name, action, { page });
    const logins = watchLoginRequests(first);
    await first.goto(`${served.url}/login`);
    await step('the first version installed', () => waitForServiceWorkerControl(first));
    await markDocument(first);

    const held: Route[] = [];
    await first.route('**/api/sso/login', (route) => {
      held.push(route);
    });
    await signInForm(first).signIn();
    await step('the login on its way', () => expect.poll(() => held.length).toBe(1));

    const next = await deployNextVersion(served.root, launcherChunk);
    const second = await newPage(context);
    await second.goto(`${served.url}/login`);
    const offer = (page: Page) => page.getByText('A new version of gofy is available.');
    await step('both tabs offered the new version', async () => {
      await offer(second).waitFor();
      await offer(first).waitFor();
    });
    // The second tab has nothing typed in: it switches, and the worker takes every tab.
    const switched = first.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          }),
        ),
    );
    await second.getByRole('button', { name: 'Reload' }).click();
    await step('the new worker in charge of the first tab', () => switched);
    await step(
      'the second tab on the new version',
      async () => {
        await signInForm(second).email.waitFor();
        expect(await runningEntry(second)).toBe(`${served.url}/${next.newEntry}`);
      },
      second,
    );

    await held[0]?.continue();
    await step('the first tab signed in', () => hello(first).waitFor());
    expect(await isSameDocument(first)).toBe(true);
    expect(logins).toHaveLength(1);

    // Nothing typed and nothing on its way now: the first tab's Reload takes it across.
    await step('Reload in the first tab loads the new version', async () => {
      await first.getByRole('button', { name: 'Reload' }).click();
      await first.waitForFunction(
        () => !(window as { sameDocument?: boolean }).sameDocument,
        null,
        { timeout: 8000 },
      );
      await hello(first).waitFor();
    });
    expect(await runningEntry(first)).toBe(`${served.url}/${next.newEntry}`);
    expect(logins).toHaveLength(1);
  });
});
