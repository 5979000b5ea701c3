import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAnotherSite } from './support/another-site';
import { axeViolations } from './support/axe';
import {
  englishContext,
  fullChromium,
  launchChromium,
  launchFollowingOnlineStatus,
  narrowPhoneScreen,
} from './support/browser';
import { copyBuild } from './support/deployed-build';
import { watchPageProblems } from './support/page-checks';
import { demoUser, startPortal } from './support/portal-server';
import { signInForm } from './support/sign-in-form';

const linkTo = (url: string) => `<a href="${url}/logout">See your prize</a>`;

const attacker = await startAnotherSite((portal) => ({
  '/link': linkTo(portal),
  '/link-without-referrer': `<meta name="referrer" content="no-referrer">${linkTo(portal)}`,
  '/script': `<script>location.href = ${JSON.stringify(`${portal}/logout`)}</script>`,
  '/form': `<form method="post" action="${portal}/logout"><input name="x" value="1"></form>
    <script>document.forms[0].submit()</script>`,
}));

const suiteApp = await startAnotherSite((portal) => ({
  '/': '<h1>Pipeline</h1>',
  '/link': linkTo(portal),
  '/deals/42': `<meta name="referrer" content="unsafe-url">${linkTo(portal)}`,
  '/link-without-referrer': `<meta name="referrer" content="no-referrer">${linkTo(portal)}`,
}));

let browser: Browser;
/** Started by the one test that goes Back to a page and must meet it as brokers' browsers do. */
let fullBrowser: Browser | undefined;
let build: Awaited<ReturnType<typeof copyBuild>>;
let portal: Awaited<ReturnType<typeof startPortal>>;
let context: BrowserContext;
let problems: string[][];
/** Console errors the current test provokes on purpose. */
let expectedProblems: RegExp | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  build = await copyBuild();
  // The suite app is allowed to send users back after sign-in, and to sign them out.
  await build.configure({ REACT_APP_RETURN_ORIGINS: suiteApp.origin });
  portal = await startPortal({ staticDir: build.root });
  attacker.pointAt(portal.url);
  suiteApp.pointAt(portal.url);
});

afterAll(async () => {
  await browser?.close();
  await fullBrowser?.close();
  await portal?.close();
  await build?.remove();
  await attacker.close();
  await suiteApp.close();
});

afterEach(async () => {
  await context?.close();
  expect(problems.flat().filter((problem) => !expectedProblems?.test(problem))).toEqual([]);
});

/** A fresh browser profile, with no service worker so every request reaches the service. */
async function openBrowser(options: BrowserContextOptions = {}, inBrowser = browser) {
  context = await inBrowser.newContext({ ...englishContext, serviceWorkers: 'block', ...options });
  problems = [];
  expectedProblems = undefined;
  return newPage();
}

async function newPage() {
  const page = await context.newPage();
  problems.push(watchPageProblems(page));
  return page;
}

/** The page's calls to the SSO API, as the browser sent them. */
function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

async function signIn(page: Page) {
  await page.goto(`${portal.url}/login`);
  await signInForm(page).signIn();
  await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
  // Something the portal keeps for the user, which signing out forgets.
  await page.evaluate(() => localStorage.setItem('gofy.recentApps', '["pipeline"]'));
}

/** A signed-in user, in a fresh browser, who follows the link to /logout on `address`. */
async function followLinkSignedIn(address: string, inBrowser = browser) {
  const page = await openBrowser({}, inBrowser);
  await signIn(page);
  await page.goto(address);
  await page.getByRole('link', { name: 'See your prize' }).click();
  return page;
}

const serverWhoami = async () =>
  (await context.request.get(`${portal.url}/api/sso/whoami`)).status();
const recentApps = (page: Page) => page.evaluate(() => localStorage.getItem('gofy.recentApps'));
const settledHeadings = {
  en: /^(Sign out of gofy\?|You have signed out|Signed out on this device)$/,
  'pt-BR': /^(Sair do gofy\?|Você saiu|Você saiu deste dispositivo)$/,
};

/**
 * The heading the sign-out page settles on in the user's language: its question, or how the
 * sign-out went. (The prerendered page is in Portuguese until its script switches language.)
 */
async function settledHeading(page: Page, language: keyof typeof settledHeadings = 'en') {
  const heading = page.getByRole('heading', { level: 1, name: settledHeadings[language] });
  await heading.waitFor();
  return heading.textContent();
}
const signedOut = (page: Page) => page.getByRole('heading', { name: 'You have signed out' });
/**
 * Back, as the browser's button does. Playwright's goBack waits for navigation events that a
 * restore from the back/forward cache may never send; the tests wait for what the page shows.
 */
const stepBack = (page: Page) =>
  page.evaluate(() => {
    setTimeout(() => history.back(), 0);
  });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('another site sending the browser to /logout', () => {
  it.each([
    ['a link', '/link', (page: Page) => page.getByRole('link', { name: 'See your prize' }).click()],
    [
      'a link that sends no referrer',
      '/link-without-referrer',
      (page: Page) => page.getByRole('link', { name: 'See your prize' }).click(),
    ],
    ['a script', '/script', async () => {}],
    ['a form it posts by itself', '/form', async () => {}],
  ])(
    'through %s asks first, and nothing is forgotten or sent until the user confirms',
    async (_how, path, follow) => {
      const page = await openBrowser();
      await signIn(page);
      const calls = watchApiCalls(page);

      await page.goto(`${attacker.origin}${path}`);
      await follow(page);
      expect(await settledHeading(page)).toBe('Sign out of gofy?');
      await expect.poll(() => focusedText(page)).toBe('Sign out of gofy?');
      expect(calls).toEqual([]);
      expect(await recentApps(page)).toBe('["pipeline"]');
      expect(await serverWhoami()).toBe(200);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await signedOut(page).waitFor();
      expect(calls).toEqual(['POST /api/sso/logout']);
      expect(await recentApps(page)).toBeNull();
      expect(await serverWhoami()).toBe(401);
    },
  );

  it('asks a suite app that sends no referrer too', async () => {
    const page = await followLinkSignedIn(`${suiteApp.origin}/link-without-referrer`);
    expect(await settledHeading(page)).toBe('Sign out of gofy?');
    expect(await serverWhoami()).toBe(200);
  });
});

describe('a suite app on the allow-list sending the browser to /logout', () => {
  it.each([
    ['its origin as referrer', '/link'],
    ['its whole address as referrer', '/deals/42'],
  ])('signs out at once, with %s', async (_how, path) => {
    const page = await followLinkSignedIn(`${suiteApp.origin}${path}`);
    await signedOut(page).waitFor();
    expect(await recentApps(page)).toBeNull();
    expect(await serverWhoami()).toBe(401);
  });

  it('does not sign out again when the user comes back to that page by history or reload', async () => {
    // A page the user comes back to by history is restored from the full browser's
    // back/forward cache, as brokers' browsers do; the headless shell has none.
    fullBrowser = await launchFollowingOnlineStatus(fullChromium({ withBackForwardCache: true }));
    const page = await followLinkSignedIn(`${suiteApp.origin}/link`, fullBrowser);
    await signedOut(page).waitFor();

    // Signed in again from that page; history: the suite app, /logout, the main page.
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await signInForm(page).signIn();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    const calls = watchApiCalls(page);

    await stepBack(page);
    expect(await settledHeading(page)).toBe('Sign out of gofy?');
    await page.reload();
    expect(await settledHeading(page)).toBe('Sign out of gofy?');
    // Out to another site and Back, from the back/forward cache or loaded again.
    await page.goto(`${suiteApp.origin}/`);
    await stepBack(page);
    expect(await settledHeading(page)).toBe('Sign out of gofy?');
    expect(calls.filter((call) => call.endsWith('/logout'))).toEqual([]);
    expect(await serverWhoami()).toBe(200);
  });
});

describe('the confirmation', () => {
  it('lets the broker stay signed in: back on the main screen, with nothing sent or forgotten', async () => {
    const page = await openBrowser();
    await signIn(page);
    const calls = watchApiCalls(page);
    await page.goto(`${attacker.origin}/link`);
    await page.getByRole('link', { name: 'See your prize' }).click();
    expect(await settledHeading(page)).toBe('Sign out of gofy?');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(calls.filter((call) => call.endsWith('/logout'))).toEqual([]);
    expect(await recentApps(page)).toBe('["pipeline"]');
    expect(await serverWhoami()).toBe(200);
  });

  it('reads in Portuguese, fits a 320 px phone and works from the keyboard', async () => {
    const page = await openBrowser({ viewport: narrowPhoneScreen });
    await signIn(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await page.goto(`${attacker.origin}/link`);
    await page.getByRole('link').click();
    expect(await settledHeading(page, 'pt-BR')).toBe('Sair do gofy?');
    await expect.poll(() => focusedText(page)).toBe('Sair do gofy?');
    expect(await axeViolations(page)).toEqual([]);
    const layout = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(layout).toBeLessThanOrEqual(320);

    expect(await page.getByRole('link', { name: 'Cancelar' }).count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Sair');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Você saiu' }).waitFor();
  });

  it('is what the page shows before its script runs, and cannot be pressed then', async () => {
    const page = await openBrowser({ javaScriptEnabled: false });
    await page.goto(`${portal.url}/logout`);
    // Prerendered in the browser's language.
    expect(await page.locator('main h1').textContent()).toBe('Sign out of gofy?');
    expect(await page.locator('main').getByRole('button').isDisabled()).toBe(true);
    expect(await page.locator('main').textContent()).not.toMatch(/You have signed out|Signing out/);
  });

  it('signs out offline too, and the server hears of it once the connection returns', async () => {
    const page = await followLinkSignedIn(`${attacker.origin}/link`);
    expect(await settledHeading(page)).toBe('Sign out of gofy?');
    // The question is prerendered: offline only once the page's script has what it needs and
    // offers the button.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await expect.poll(() => signOut.isEnabled()).toBe(true);

    // The logout sent offline fails, and Chromium logs that.
    expectedProblems = /ERR_INTERNET_DISCONNECTED/;
    await context.setOffline(true);
    await signOut.click();
    await page.getByRole('heading', { name: 'Signed out on this device' }).waitFor();
    expect(await recentApps(page)).toBeNull();
    await context.setOffline(false);
    await signedOut(page).waitFor();
    expect(await serverWhoami()).toBe(401);
  });

  it('gives way to a sign-out in another tab, without sending one of its own', async () => {
    const asked = await followLinkSignedIn(`${attacker.origin}/link`);
    expect(await settledHeading(asked)).toBe('Sign out of gofy?');
    const calls = watchApiCalls(asked);

    const other = await newPage();
    await other.goto(`${portal.url}/`);
    await other.getByRole('link', { name: 'Sign out' }).click();
    await signedOut(other).waitFor();
    await signedOut(asked).waitFor();
    expect(calls).toEqual([]);
  });
});
