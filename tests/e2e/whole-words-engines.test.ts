import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserEngine, inPageWith } from './engines/engine';
import { startFirefox } from './engines/firefox-engine';
import { startWebKit } from './engines/webkit-engine';
import { narrowPhoneScreen } from './support/browser';
import { brokenWordsInPage } from './support/enlarged-text';
import { startPortal } from './support/portal-server';

// The sign-up page's examples (a CNPJ, a phone number, a CEP) and its "e-mail" on a 320 px
// phone with text at 200%, in the engines other than Chromium's (enlarged-text.test.ts walks
// every page in Chromium): each breaks lines by rules of its own, and Firefox once split the
// CNPJ before its hyphen ("11.222.333/0001 / -81"). The text is enlarged by the page's root
// size once the page is there: these engines' own text size setting is a preference of the
// whole browser. WebKitGTK's window is no narrower than its toolbar (447 px): there the text
// is enlarged in proportion, so that the page is as many ems wide as a 320 px phone's at 200%
// (10), and lays out as that phone does.
const engines = [
  { name: 'Firefox', start: startFirefox },
  { name: 'WebKit', start: startWebKit },
] as const;

/** What the page shows wrong: words broken inside, and a page wider than the screen. */
const pageProblems = inPageWith(brokenWordsInPage, (_: undefined, brokenWords) => ({
  broken: brokenWords(),
  sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
}));

describe.each(engines)('the sign-up page in $name, 320 px wide with text at 200%', ({ start }) => {
  let engine: BrowserEngine | undefined;
  let portal: Awaited<ReturnType<typeof startPortal>> | undefined;

  beforeAll(async () => {
    [engine, portal] = await Promise.all([start(), startPortal()]);
  });

  afterAll(async () => {
    await engine?.close();
    await portal?.close();
  });

  it('keeps the example numbers and "e-mail" whole, and the page its width', async () => {
    if (!engine || !portal) throw new Error('No engine or portal');
    const page = await engine.openPage({
      language: 'pt-BR',
      viewport: narrowPhoneScreen,
    });
    try {
      await page.goto(`${portal.url}/signup`);
      // Once the page's script has taken over: its button is enabled.
      await expect
        .poll(() =>
          page.evaluate(
            () => document.querySelector('form button[type=submit]:not(:disabled)') !== null,
            undefined,
          ),
        )
        .toBe(true);
      // In Portuguese, the language of "e-mail", whatever the browser's (WebKitGTK's follows
      // the machine's locales, which may not include it).
      await page.choose(() => document.querySelector('.locale-switch select'), undefined, 'pt-BR');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang, undefined))
        .toBe('pt-BR');
      const ems = await page.evaluate(() => {
        document.documentElement.style.fontSize = `${(200 * window.innerWidth) / 320}%`;
        return window.innerWidth / Number.parseFloat(getComputedStyle(document.body).fontSize);
      }, undefined);
      expect(ems).toBeCloseTo(10);
      expect(
        await page.evaluate(
          () => [...document.querySelectorAll('.field-hint')].map((hint) => hint.textContent),
          undefined,
        ),
      ).toContain('Com ou sem pontuação, como 11.222.333/0001-81.');
      expect(await page.evaluate(pageProblems, undefined)).toEqual({ broken: [], sideways: false });

      // The fields' problems: "Informe seu e-mail." among them.
      await page.click(() => document.querySelector('form button[type=submit]'), undefined);
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelectorAll('.field-error').length, undefined),
        )
        .toBeGreaterThan(0);
      expect(await page.evaluate(pageProblems, undefined)).toEqual({ broken: [], sideways: false });
      expect(await page.problems()).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
