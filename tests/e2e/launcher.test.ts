import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { axeViolations } from './support/axe';
import { englishContext, launchChromium } from './support/browser';
import { followPageActivity, pageSettled } from './support/page-activity';
import { watchPageProblems } from './support/page-checks';
import { demoUser, secondDemoUser, startPortal } from './support/portal-server';
import { cutNetwork } from './support/service-worker';

let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
const contexts: BrowserContext[] = [];
/** What each page reported going wrong, less the console errors its test provokes. */
const watched: { problems: string[]; expected: RegExp | undefined }[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  await portal?.close();
  portal = undefined;
  const problems = watched
    .splice(0)
    .flatMap(({ problems, expected }) => problems.filter((text) => !expected?.test(text)));
  expect(problems).toEqual([]);
});

/** A portal of its own for each test: tour states live in the service's memory. */
async function startWithTours(
  initialState: 'pending' | 'completed',
  options: SsoServiceOptions = {},
) {
  portal = await startPortal({ tourist: { initialState }, ...options });
  return portal.url;
}

declare global {
  interface Window {
    /** Installed by `newPage`: resolves in a task after the next frame is painted. */
    afterPaint?: () => Promise<void>;
  }
}

/**
 * What a frame showed is read in a task after it was painted, queued before anything the page
 * schedules meanwhile: a read inside an animation callback sees a layout the page may still
 * change (its ResizeObservers run after those callbacks) before anything is painted.
 */
function installAfterPaint(): void {
  window.afterPaint = () =>
    new Promise<void>((painted) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => painted();
        channel.port2.postMessage(null);
      }),
    );
}

/** A page in a browser context of its own; `expected` is a console error a test provokes. */
async function newPage(
  options: BrowserContextOptions = englishContext,
  expected?: RegExp,
): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  watched.push({ problems: watchPageProblems(page), expected });
  await followPageActivity(page);
  await page.addInitScript(installAfterPaint);
  return page;
}

async function signIn(page: Page, url: string, user: { email: string; password: string }) {
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: /^(Email|E-mail)$/ }).fill(user.email);
  await page.getByLabel(/^(Password|Senha)$/).fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
}

function toursAnswered(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/tourist/tours'));
}

const cards = (page: Page) => page.locator('.launcher-grid a');

/** No tour dialog, once a tour that wrongly started would have loaded its code and opened. */
async function expectNoTour(page: Page) {
  await pageSettled(page);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('the main screen', () => {
  it('greets the demo user and links to her seven applications, with her unread count', async () => {
    const url = await startWithTours('completed');
    const page = await newPage();
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
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
    const url = await startWithTours('completed');
    const page = await newPage();
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
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
    const url = await startWithTours('completed');
    const page = await newPage({
      ...englishContext,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
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
    expect(box && box.y + box.height <= 740).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await install.getByRole('button', { name: 'Not now' }).click();
    await install.waitFor({ state: 'detached' });
  });

  it('shows the second demo user only his three applications', async () => {
    const url = await startWithTours('completed');
    const page = await newPage();
    await signIn(page, url, secondDemoUser);
    await page.getByRole('heading', { name: `Hello, ${secondDemoUser.firstName}` }).waitFor();
    expect(await cards(page).allTextContents()).toEqual([
      expect.stringContaining('Sales pipeline'),
      expect.stringContaining('Multi-quote calculator'),
      expect.stringContaining('Education'),
    ]);
    expect(await page.getByRole('searchbox').count()).toBe(0);
  });

  it('opens an application from its card, and lists it first on the next visit', async () => {
    const url = await startWithTours('completed');
    const page = await newPage();
    await page
      .context()
      .route('https://education.qa.gofy.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Education</title>Education' }),
      );
    await signIn(page, url, secondDemoUser);
    await page.getByRole('link', { name: 'Education' }).click();
    await page.waitForURL('https://education.qa.gofy.example/');

    await page.goto(url);
    await page.getByRole('heading', { name: `Hello, ${secondDemoUser.firstName}` }).waitFor();
    expect(await cards(page).first().getAttribute('href')).toBe(
      'https://education.qa.gofy.example/',
    );
  });

  it('shows every card at once while the notifications service is down', async () => {
    const url = await startWithTours('completed', { notifications: { failing: true } });
    // Chromium logs the failed count; a failing service is what this test is about.
    const page = await newPage(englishContext, /status of 503/);
    const countFailed = page.waitForResponse((response) =>
      response.url().endsWith('/unread-count'),
    );
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect((await countFailed).status()).toBe(503);
    expect(await cards(page).count()).toBe(7);
    expect(await page.getByRole('link', { name: 'Notifications', exact: true }).count()).toBe(1);
  });
});

describe('the welcome tour', () => {
  it('runs once for the demo user: not after a reload, nor in another browser', async () => {
    const url = await startWithTours('pending');
    const page = await newPage();
    await signIn(page, url, demoUser);
    const welcome = page.getByRole('dialog', { name: 'Welcome to gofy' });
    await welcome.waitFor();
    const recorded = page.waitForResponse((response) =>
      response.url().endsWith('/api/tourist/tours/welcome'),
    );
    await page.getByRole('button', { name: 'Skip tour' }).click();
    await welcome.waitFor({ state: 'detached' });
    expect((await recorded).status()).toBe(200);

    const afterReload = toursAnswered(page);
    await page.reload();
    await afterReload;
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    await expectNoTour(page);

    const elsewhere = await newPage();
    const answered = toursAnswered(elsewhere);
    await signIn(elsewhere, url, demoUser);
    await answered;
    await elsewhere.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    await expectNoTour(elsewhere);
  });

  it('is three steps, and leaves the card tour for the next visit, not the next load', async () => {
    const url = await startWithTours('pending');
    const page = await newPage();
    await signIn(page, url, demoUser);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome to gofy' }).waitFor();
    await dialog.getByText('Step 1 of 3').waitFor();
    for (let step = 1; step < 3; step++) await page.keyboard.press('Enter');
    const recorded = page.waitForResponse((response) =>
      response.url().endsWith('/api/tourist/tours/welcome'),
    );
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await recorded;
    await expectNoTour(page);

    // The same visit, loaded again: no second tour on top of the first.
    const reloaded = toursAnswered(page);
    await page.reload();
    await reloaded;
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    await expectNoTour(page);

    // The next visit: signed out and in again. The card tour's first step does not say again
    // what the welcome tour's first one said.
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    await signIn(page, url, demoUser);
    await page.getByRole('dialog', { name: 'Open one in a new tab' }).waitFor();
  });

  it('keeps keyboard focus in the dialog, and gives it back on Escape', async () => {
    const url = await startWithTours('completed');
    const page = await newPage();
    await signIn(page, url, demoUser);
    const help = page.getByRole('button', { name: 'Help' });
    await help.click();
    await page.getByRole('button', { name: 'Take the welcome tour from the start' }).click();
    await page.getByRole('dialog', { name: 'Welcome to gofy' }).waitFor();

    // Past either end of the dialog, and back: focus never leaves it, even for the browser's
    // own controls.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await help.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('leaves the page behind out of reach while open, and gives it back on closing', async () => {
    const url = await startWithTours('pending');
    const page = await newPage();
    await signIn(page, url, demoUser);
    await page.getByRole('dialog', { name: 'Welcome to gofy' }).waitFor();
    const card = page.getByRole('link', { name: 'Sales pipeline' });
    const cdp = await page.context().newCDPSession(page);
    const reach = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      return {
        ...(await card.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          link.focus();
          return { clicked: link.contains(hit), focused: link === document.activeElement };
        })),
        // What a screen reader is given of the page.
        read: nodes.some(
          (node) =>
            !node.ignored &&
            node.role?.value === 'link' &&
            String(node.name?.value).startsWith('Sales pipeline'),
        ),
      };
    };

    expect(await reach()).toEqual({ clicked: false, focused: false, read: false });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await reach()).toEqual({ clicked: true, focused: true, read: true });
  });

  it.each([
    { device: 'a desktop', size: { width: 1280, height: 800 }, touch: false, tour: 'welcome' },
    { device: 'a 360 px phone', size: { width: 360, height: 740 }, touch: true, tour: 'welcome' },
    { device: 'a 360 px phone', size: { width: 360, height: 740 }, touch: true, tour: 'card' },
    { device: 'a 320 px phone', size: { width: 320, height: 568 }, touch: true, tour: 'card' },
  ] as const)(
    'on $device, the $tour tour never covers what a step points at, nor cuts it off',
    async ({ size, touch, tour }) => {
      const url = await startWithTours(tour === 'welcome' ? 'pending' : 'completed');
      // The highlight then jumps to each step's part of the page instead of gliding there.
      const page = await newPage({
        ...englishContext,
        reducedMotion: 'reduce',
        viewport: size,
        isMobile: touch,
        hasTouch: touch,
      });
      await signIn(page, url, demoUser);
      await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
      if (tour === 'card') {
        await page.getByRole('button', { name: 'Help' }).click();
        await page.getByRole('button', { name: 'How to use the application cards' }).click();
      }
      const dialog = page.getByRole('dialog');
      const progress = dialog.locator('.tour-progress');
      await progress.waitFor();
      const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
      // Touch screens are told to tap (or touch and hold) and are spared the keyboard step.
      expect(await dialog.locator('.tour-body').first().textContent()).toMatch(
        touch ? /\b[Tt]ap\b|\bTouch and hold\b/ : /\b[Cc]lick\b/,
      );
      expect(total).toBe(tour === 'welcome' ? 3 : touch ? 3 : 4);

      const next = dialog.getByRole('button', { name: /^(Next|Finish)$/ });
      for (let step = 1; step <= total; step++) {
        await dialog.getByText(`Step ${step} of ${total}`).waitFor();
        const seen = await page.evaluate(async () => {
          // What the broker sees is what gets painted (installAfterPaint). A change of the
          // page above the cards (a count or an offer arriving) is followed by the frame's
          // re-placing before the next paint; read in between, as a run on a loaded machine
          // once did from an animation callback, the layout is one no one ever sees. Such a
          // reading cannot repeat in the next frame, so the page is read until two frames in
          // a row agree.
          const box = (element: Element | null) => {
            const rect = element?.getBoundingClientRect();
            return rect && { top: rect.top, bottom: rect.bottom };
          };
          const look = () => ({
            dialog: box(document.querySelector('dialog[open]')),
            highlight: box(document.querySelector('.tour-spotlight')),
            height: window.innerHeight,
            scrollY: window.scrollY,
            pageHeight: document.documentElement.scrollHeight,
          });
          const { afterPaint } = window;
          if (!afterPaint) throw new Error('newPage installs afterPaint');
          let last = '';
          for (let frames = 0; frames < 30; frames += 1) {
            await afterPaint();
            const now = JSON.stringify(look());
            if (now === last) break;
            last = now;
          }
          return JSON.parse(last) as ReturnType<typeof look>;
        });
        const { dialog: shown, highlight, height } = seen;
        if (!shown || !highlight) throw new Error(`step ${step}: no dialog or no highlight`);
        // Should it fail, the whole picture: a number alone does not tell why.
        const picture = JSON.stringify(seen);
        const apart = shown.top >= highlight.bottom || shown.bottom <= highlight.top;
        expect(apart, `step ${step}: the dialog covers what it points at: ${picture}`).toBe(true);
        expect(
          highlight.top,
          `step ${step}: cut off at the top: ${picture}`,
        ).toBeGreaterThanOrEqual(0);
        expect(
          highlight.bottom,
          `step ${step}: cut off at the bottom: ${picture}`,
        ).toBeLessThanOrEqual(height);
        if (step < total) await next.click();
      }
    },
  );

  it('still frames its step in the first frame painted after the page above it grows', async () => {
    const url = await startWithTours('completed');
    const page = await newPage({
      ...englishContext,
      reducedMotion: 'reduce',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('button', { name: 'How to use the application cards' }).click();
    const dialog = page.getByRole('dialog');
    const next = dialog.getByRole('button', { name: 'Next' });
    // The card tour on a touch screen: what each step points at (tour-steps.ts).
    const targets = ['card', 'notifications-card', 'search'];
    for (const [index, target] of targets.entries()) {
      const step = index + 1;
      await dialog.getByText(`Step ${step} of ${targets.length}`).waitFor();
      const framing = await page.evaluate(async (name) => {
        const { afterPaint } = window;
        if (!afterPaint) throw new Error('newPage installs afterPaint');
        const element = document.querySelector(`[data-tour~="${name}"]`);
        const spotlight = document.querySelector('.tour-spotlight');
        if (!element || !spotlight) return 'no element or no frame';
        // How far the frame's top is from where it should be: 6 px above its element.
        const offset = () =>
          Math.round(
            element.getBoundingClientRect().top - 6 - spotlight.getBoundingClientRect().top,
          );
        await afterPaint();
        const before = offset();
        // A notice arrives at the top of the page, as an update or install offer does; the
        // page scrolled down keeps its place (scroll anchoring), the one at the top moves.
        const notice = document.createElement('p');
        notice.style.height = '40px';
        notice.style.margin = '0';
        document.body.prepend(notice);
        await afterPaint();
        const after = offset();
        notice.remove();
        await afterPaint();
        return { before, after };
      }, target);
      expect(framing, `step ${step}: how far the frame is from ${target}`).toEqual({
        before: 0,
        after: 0,
      });
      if (step < targets.length) await next.click();
    }
  });

  it('moves its highlight without animation when the user asks for reduced motion', async () => {
    const url = await startWithTours('pending');
    const durations: string[] = [];
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await newPage({ ...englishContext, reducedMotion });
      await signIn(page, url, demoUser);
      await page.getByRole('dialog').waitFor();
      durations.push(
        await page
          .locator('.tour-spotlight')
          .evaluate((spot) => getComputedStyle(spot).transitionDuration),
      );
    }
    expect(durations[0]).not.toMatch(/^0s/);
    expect(durations[1]).toMatch(/^0s/);
  });
});

describe('a session that ends while the main screen is open', () => {
  it('sends the user to sign in, says why, and signing in again comes back', async () => {
    const url = await startWithTours('completed');
    const page = await newPage();
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();

    // Ended elsewhere, as by signing out on another device of the same browser profile.
    await page.request.post(`${url}/api/sso/logout`);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByRole('heading', { name: 'Sign in to gofy' }).waitFor();
    await page.getByText('Your session has ended, for your security.').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
    await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
  });
});

describe('a session at its absolute end', () => {
  it('says it cannot be extended, and signing in again comes back to the same page', async () => {
    const hour = 60 * 60 * 1000;
    let offset = 0;
    const url = await startWithTours('completed', { now: () => Date.now() + offset });
    const page = await newPage();
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();

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
    await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
    await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(new URL(page.url()).search).toBe('?from=absolute-end');
  });
});

describe.each([
  { locale: 'pt-BR', colorScheme: 'light', greeting: 'Olá', skip: 'Pular tour' },
  { locale: 'en-US', colorScheme: 'dark', greeting: 'Hello', skip: 'Skip tour' },
] as const)(
  'accessibility in $locale, $colorScheme scheme',
  ({ locale, colorScheme, greeting, skip }) => {
    it('finds no violation on the main screen, with a tour open and without', async () => {
      const url = await startWithTours('pending');
      const page = await newPage({ locale, colorScheme });
      await signIn(page, url, demoUser);
      await page.getByRole('dialog').waitFor();
      await page.locator('.app-card-badge').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: skip }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: `${greeting}, ${demoUser.firstName}` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  },
);

/** The words of the cards' names that the page breaks across two lines. */
function namesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.app-card-name')].flatMap((name) => {
      const text = name.firstChild;
      if (!text) return [];
      // A hyphen is a place to break ("Multi-quote"): the parts on either side are the words.
      return [...(text.textContent ?? '').matchAll(/[^\s-]+/g)].flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [word[0]] : [];
      });
    }),
  );
}

describe('the names on the cards', () => {
  // The unread count on the notifications card once took the room of a word beside its name,
  // and "Notifications" broke in two on a desktop.
  it('break only between words at every width, unread count shown, in both languages', async () => {
    const url = await startWithTours('completed');
    const page = await newPage();
    await signIn(page, url, demoUser);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    await page.locator('.app-card-badge').waitFor();
    const broken: Record<string, string[]> = {};
    for (const language of ['English', 'Português'] as const) {
      if (language === 'Português') {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
        await page.getByRole('heading', { name: `Olá, ${demoUser.firstName}` }).waitFor();
      }
      for (const width of [1280, 1024, 768, 412, 360, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => window.afterPaint?.());
        const words = await namesBrokenMidWord(page);
        if (words.length > 0) broken[`${language} at ${width} px`] = words;
      }
    }
    expect(broken).toEqual({});
  });
});

describe('small screens', () => {
  it('keeps the header’s three actions to two rows on a 320 px phone, in both languages', async () => {
    const url = await startWithTours('completed');
    const page = await newPage({ ...englishContext, viewport: { width: 320, height: 640 } });
    await signIn(page, url, demoUser);
    const rows = () =>
      page.evaluate(
        () =>
          new Set(
            [...document.querySelectorAll('.launcher-actions > *')].map((action) =>
              Math.round(action.getBoundingClientRect().top),
            ),
          ).size,
      );
    await page.getByRole('link', { name: 'Sign-in and security' }).waitFor();
    expect(await rows()).toBe(2);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await page.getByRole('link', { name: 'Segurança da conta' }).waitFor();
    expect(await rows()).toBe(2);
  });

  it('fits a 320 px wide phone, tour included, with 44 px touch targets', async () => {
    const url = await startWithTours('pending');
    const page = await newPage({
      ...englishContext,
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, url, demoUser);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);

    await page.getByRole('button', { name: 'Skip tour' }).click();
    await dialog.waitFor({ state: 'detached' });
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      smallTargets: [...document.querySelectorAll('#main button, #main a')]
        .map((element) => element.getBoundingClientRect())
        // Hidden ones (the closed Help list) have no box and nothing to touch.
        .filter((rect) => rect.width > 0 && (rect.height < 44 || rect.width < 44)).length,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(320);
    expect(layout.smallTargets).toBe(0);
  });
});
