import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserEngine, EnginePage } from '../engines/engine';
import { type JourneyPage, journeyPage } from '../journeys/journey-page';
import { type HeldPath, startHeldPath } from '../support/held-path';
import { demoUser, startPortal } from '../support/portal-server';
import { step } from '../support/steps';

/**
 * A broker on a slow connection types and presses Enter in the prerendered sign-in form while
 * the app's code (React, the portal) is still on its way: the page's small first script has
 * taken charge of the form, catches the submit, says it is under way, and the app sends it as
 * soon as it is in charge. And when the app's code never comes, the page says so in words and
 * sends nothing. The same in every engine.
 */

/** The app's chunk, asked for by the page's first script at once (src/main.tsx). */
const appChunk = /^\/static\/js\/async\/app\.[0-9a-f]+\.js$/;

/** What a browser reports of the app's chunk refused (the refusal the tests make). */
const appChunkProblem = /\/static\/js\/async\/app\.[0-9a-f]+\.js/;

/** Enter, as each engine's typing takes it: WebDriver names the key by a private code point. */
const enter = (page: EnginePage) => (page.engine === 'webkit' ? '\uE007' : '\n');

const testTimeoutMs = 60_000;

export interface EarlySubmitOptions {
  /**
   * Whether the engine's automation can act in a page that is still loading. The app's chunk,
   * held back, holds the page's load event too, and WebKitWebDriver answers no command until
   * the page has loaded: there the chunk is held on the page's second try, after a first one
   * that failed fast (the page then loaded, and said the app did not come).
   */
  readonly actsWhileLoading: boolean;
  /** The languages the engine's browser can be set to (WebKitGTK's here: English only). */
  readonly languages: readonly ('en-US' | 'pt-BR')[];
}

const failedWords = {
  'en-US': 'This page did not finish loading. Check your connection and reload it.',
  'pt-BR': 'Esta página não terminou de carregar. Verifique sua conexão e recarregue.',
} as const;

const fieldNames = {
  'en-US': { email: 'Email', password: 'Password' },
  'pt-BR': { email: 'E-mail', password: 'Senha' },
} as const;

export function earlySubmitTests(
  start: () => Promise<BrowserEngine>,
  { actsWhileLoading, languages }: EarlySubmitOptions,
): void {
  let engine: BrowserEngine | undefined;
  let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
  let relay: HeldPath | undefined;

  beforeAll(async () => {
    [engine, portal] = await Promise.all([start(), startPortal()]);
    relay = await startHeldPath(portal.url, appChunk);
  });

  afterAll(async () => {
    await relay?.close();
    await engine?.close();
    await portal?.close();
  });

  async function withPage(
    language: 'en-US' | 'pt-BR',
    run: (page: JourneyPage, raw: EnginePage, relay: HeldPath) => Promise<void>,
  ): Promise<void> {
    if (!engine || !relay) throw new Error('The engine or the portal did not start');
    const started = engine;
    const raw = await step('Starting the browser', () => started.openPage({ language }));
    try {
      await run(journeyPage(raw, relay.url), raw, relay);
      // The browser's own report of the app's chunk refused is expected; nothing else is.
      const problems = await raw.problems();
      expect(problems.filter((problem) => !appChunkProblem.test(problem))).toEqual([]);
    } finally {
      relay.release();
      await step('Closing the browser', () => raw.close());
    }
  }

  /** Whether the page has sent anything to the SSO's login, or put anything in its address. */
  const sentNothing = (page: JourneyPage) =>
    page.evaluate(
      () =>
        location.search === '' &&
        !performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/sso/')),
      null,
    );

  /** Types Ana's credentials and presses Enter in the password field. */
  async function typeAndPressEnter(
    page: JourneyPage,
    raw: EnginePage,
    language: 'en-US' | 'pt-BR',
  ) {
    await page.fill(fieldNames[language].email, demoUser.email);
    await page.fill(fieldNames[language].password, `${demoUser.password}${enter(raw)}`);
  }

  const inCharge = () =>
    (document.querySelector('form') as unknown as Record<string, unknown> | null)
      ?.gofyEarlySubmit === true;

  if (actsWhileLoading) {
    it(
      'sends a sign-in pressed before the app arrived as soon as it is in charge, with no second press',
      async () => {
        await withPage('en-US', async (page, raw, relay) => {
          relay.hold();
          const asked = relay.asked();
          // The page goes on loading while its app is held: its load event waits for it.
          const opened = raw.goto(`${relay.url}/login`);
          await page.until('the first script in charge of the form', inCharge, null);
          await typeAndPressEnter(page, raw, 'en-US');
          await page.see('Signing in…');
          // The page's request may reach the relay a moment after the words are shown.
          await expect.poll(() => relay.asked()).toBe(asked + 1);
          expect(await sentNothing(page)).toBe(true);

          relay.release();
          await page.seeHeading(`Hello, ${demoUser.firstName}`);
          await opened;
        });
      },
      testTimeoutMs,
    );
  }

  it(
    'sends a sign-in pressed while the app comes on a second try, once it is in charge, with no second press',
    async () => {
      await withPage('en-US', async (page, raw, relay) => {
        // Offline at arrival: the page loads, and says the app did not come.
        relay.refuse();
        await page.open('/login');
        await page.see(failedWords['en-US']);
        // The network is back, and slow: the press asks for the app again, which is held.
        relay.hold();
        const asked = relay.asked();
        await typeAndPressEnter(page, raw, 'en-US');
        await page.see('Signing in…');
        // The page's request may reach the relay a moment after the words are shown.
        await expect.poll(() => relay.asked()).toBe(asked + 1);
        expect(await sentNothing(page)).toBe(true);

        relay.release();
        await page.seeHeading(`Hello, ${demoUser.firstName}`);
      });
    },
    testTimeoutMs,
  );

  it.each(languages)(
    'says in words that the page did not load when the app never arrives, and sends nothing (%s)',
    async (language) => {
      await withPage(language, async (page, raw, relay) => {
        relay.refuse();
        await page.open('/login');
        await page.until('the first script in charge of the form', inCharge, null);
        await typeAndPressEnter(page, raw, language);
        await page.see(failedWords[language]);
        expect(await sentNothing(page)).toBe(true);
        expect(await page.location()).toBe('/login');
      });
    },
    testTimeoutMs,
  );
}
