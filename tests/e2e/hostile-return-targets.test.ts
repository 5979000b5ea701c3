import fc from 'fast-check';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPageTarget,
  hostileTarget,
  knownHostileTargets,
} from '../support/hostile-return-targets';
import { englishContext } from './support/browser';
import { watchPageProblems, whoamiStatus } from './support/page-checks';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { buildReturnOrigins } from './support/return-origins';

const shared = setUpPortal();

const allowedOrigins = buildReturnOrigins();
const tally = { hostileTried: 0, hostileRejected: 0, validTried: 0, validAccepted: 0 };

afterAll(async () => {
  console.log(
    `hostile targets rejected in Chromium: ${tally.hostileRejected} / ${tally.hostileTried} tried, ` +
      `valid targets accepted: ${tally.validAccepted} / ${tally.validTried} tried`,
  );
});

/**
 * A context where allowed suite origins answer with a stub page and every other origin is
 * refused and written down, along with every URL a frame navigated to.
 */
async function watchedContext() {
  const context = await shared.browser.newContext(englishContext);
  const foreignRequests: string[] = [];
  await context.route(
    (url) => allowedOrigins.includes(url.origin),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Suite app</title>Suite' }),
  );
  await context.route(
    (url) => url.origin !== shared.portal.url && !allowedOrigins.includes(url.origin),
    (route) => {
      foreignRequests.push(route.request().url());
      return route.abort();
    },
  );
  context.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin !== shared.portal.url && !allowedOrigins.includes(origin)) {
      foreignRequests.push(request.url());
    }
  });
  return { context, foreignRequests, ...(await watchedPage(context)) };
}

/** A page of `context` that writes down every URL a frame of it navigated to. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  return { page, navigations, problems: watchPageProblems(page) };
}

type WatchedPage = Awaited<ReturnType<typeof watchedPage>>;

const loginWith = (target: string) =>
  `${shared.portal.url}/login?redirect=${encodeURIComponent(target)}`;

async function signIn(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
  await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const home = (page: Page, timeout = 10_000) =>
  page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor({ timeout });

/** Runs one hostile target and says whether the page ended on the portal's main page. */
async function tryHostile(
  watched: WatchedPage,
  target: string,
  arrive: (page: Page) => Promise<void>,
) {
  const { page, navigations } = watched;
  navigations.length = 0;
  tally.hostileTried += 1;
  await page.goto(loginWith(target), { waitUntil: 'commit' });
  await arrive(page);
  // Refused, the page moves on to the main page at once; followed, it would move elsewhere
  // and never get there, so the wait ends either way and what counts is where it ended.
  await page
    .waitForURL(`${shared.portal.url}/`, { timeout: 5_000, waitUntil: 'commit' })
    .catch(() => {});
  const landed = page.url() === `${shared.portal.url}/`;
  const leftPortal = navigations.filter((url) => new URL(url).origin !== shared.portal.url);
  if (landed && leftPortal.length === 0) tally.hostileRejected += 1;
  return { landed: page.url(), leftPortal };
}

async function tryValid(
  watched: WatchedPage,
  target: string,
  arrive: (page: Page) => Promise<void>,
) {
  const { page } = watched;
  tally.validTried += 1;
  await page.goto(loginWith(target));
  await arrive(page);
  const expected = new URL(target, shared.portal.url).href;
  await page.waitForURL(expected, { timeout: 10_000, waitUntil: 'commit' }).catch(() => {});
  if (page.url() === expected) tally.validAccepted += 1;
  return page.url();
}

/** The same hostile targets the validator's property test generates, plus the known ones. */
function hostileTargets(): string[] {
  const [firstAllowed = ''] = allowedOrigins;
  const known = knownHostileTargets(firstAllowed).map(([, target]) => target);
  const generated = fc.sample(hostileTarget({ portalOrigin: shared.portal.url, allowedOrigins }), {
    numRuns: 12,
    seed: 2026,
  });
  // Spellings of /login, /logout, ... that Chromium and the router still take to that page.
  const authPages = fc.sample(authPageTarget(shared.portal.url), { numRuns: 12, seed: 2026 });
  return [...known, ...generated, ...authPages];
}

const validTargets = () => [
  `${allowedOrigins[0]}/deals/42?tab=quotes`,
  `${allowedOrigins[1]}/`,
  `${allowedOrigins.at(-1)}/cursos/%C3%A9tica?q=a%20b%26c#m%C3%B3dulo-2`,
  '/?from=mail',
];

describe('return targets after signing in through the form', () => {
  it('ignores hostile targets and follows valid ones, requesting nothing elsewhere', async () => {
    const watched = await watchedContext();
    const hostile = hostileTargets().slice(0, 3);
    for (const target of hostile) {
      await watched.context.clearCookies();
      expect(await tryHostile(watched, target, signIn)).toEqual({
        landed: `${shared.portal.url}/`,
        leftPortal: [],
      });
    }
    await watched.context.clearCookies();
    const [valid = ''] = validTargets();
    expect(await tryValid(watched, valid, signIn)).toBe(valid);
    expect(watched.foreignRequests).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});

describe('return targets when already signed in', () => {
  let watched: Awaited<ReturnType<typeof watchedContext>>;
  const alreadySignedIn = async () => {};

  beforeAll(async () => {
    watched = await watchedContext();
    await watched.page.goto(`${shared.portal.url}/login`);
    await signIn(watched.page);
    await home(watched.page);
  });

  afterAll(async () => {
    await watched?.context.close();
  });

  it('sends the user to the main page, never elsewhere, for every hostile target', async () => {
    const outcomes: Record<string, unknown> = {};
    // A few tabs of the same signed-in browser share the targets: each waits mostly on its
    // navigations, which overlap.
    const queue = hostileTargets();
    const tabs = [watched, await watchedPage(watched.context), await watchedPage(watched.context)];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
          const outcome = await tryHostile(tab, target, alreadySignedIn);
          if (outcome.landed !== `${shared.portal.url}/` || outcome.leftPortal.length > 0) {
            outcomes[JSON.stringify(target)] = outcome;
          }
        }
      }),
    );
    expect(outcomes).toEqual({});
    for (const tab of tabs.slice(1)) expect(tab.problems).toEqual([]);
    // No target led to the sign-out page, so the session the loop started with is still there.
    expect(await whoamiStatus(watched.page)).toBe(200);
    expect(watched.foreignRequests).toEqual([]);
    expect(watched.problems).toEqual([]);
    // Some 90 sign-in pages, each forwarding to the main page.
  }, 120_000);

  it('forwards straight to each valid target, intact', async () => {
    for (const target of validTargets()) {
      expect(await tryValid(watched, target, alreadySignedIn)).toBe(
        new URL(target, shared.portal.url).href,
      );
    }
    expect(watched.foreignRequests).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});
