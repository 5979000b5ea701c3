import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  afterFirstPaintLoader,
  beforeFirstPaintClasses,
} from '../../scripts/build/after-first-paint';
import { portalRoutes } from '../../src/config/portal-paths';
import { englishContext } from './support/browser';
import { cspViolations, recordCspViolations } from './support/csp-violations';
import { followPageActivity, pageSettled } from './support/page-activity';
import { notFoundPageLoad, watchPageProblems } from './support/page-checks';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';

// Tours pending: the main screen then opens its dialog, whose styles are loaded on demand.
const shared = setUpPortal({ portal: { tourist: { initialState: 'pending' } } });

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
// As csp.json lists them: sorted.
const inlineScriptHashes = [hashOf(afterFirstPaintLoader), hashOf(beforeFirstPaintClasses)]
  .sort()
  .join(' ');

let context: BrowserContext;
let page: Page;
let problems: string[];

afterEach(async () => {
  await context?.close();
  expect(problems.filter((problem) => !notFoundPageLoad.test(problem))).toEqual([]);
});

async function open(options: { english?: boolean } = {}) {
  context = await shared.browser.newContext(options.english ? englishContext : { locale: 'pt-BR' });
  await recordCspViolations(context);
  page = await context.newPage();
  await followPageActivity(page);
  page.setDefaultTimeout(8000);
  problems = watchPageProblems(page);
}

/** Loads `path` and waits until its scripts, lazy chunks and calls have settled. */
async function visit(path: string) {
  const response = await page.goto(`${shared.portal.url}${path}`);
  await pageSettled(page);
  return response;
}

describe('the Content-Security-Policy on every page', () => {
  for (const english of [false, true]) {
    it(`raises no violation on any page, signed out and in (${english ? 'en' : 'pt-BR'})`, async () => {
      await open({ english });
      const visited: string[] = [];
      for (const path of [...portalRoutes, '/no-such-page', '/login?redirect=%2F&ended=1']) {
        const response = await visit(path);
        const policy = response?.headers()['content-security-policy'] ?? '';
        // Scripts from the portal's origin, and two inline scripts by their hashes: the
        // prerendered pages' classes and loader (scripts/build/after-first-paint.ts).
        expect(policy, path).toContain(`script-src 'self' ${inlineScriptHashes};`);
        expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval/);
        visited.push(path);
      }

      // Signed in: the main screen, its tour dialog, and the way out.
      await visit('/login');
      await page.getByRole('textbox', { name: english ? 'Email' : 'E-mail' }).fill(demoUser.email);
      await page
        .getByLabel(english ? 'Password' : 'Senha', { exact: true })
        .fill(demoUser.password);
      await page.getByRole('button', { name: english ? 'Sign in' : 'Entrar', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await pageSettled(page);
      await visit('/logout');
      await page.locator('main button:enabled').click();
      await page.locator('a[href="/login"]').waitFor();

      expect(await cspViolations(page)).toEqual([]);
      expect(visited).toHaveLength(portalRoutes.length + 2);
      expect(shared.portal.service.cspReports()).toEqual([]);
    });
  }

  it('would catch a violation: an injected inline script is blocked and reported', async () => {
    await open();
    await visit('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(await cspViolations(page)).toEqual(['script-src-elem blocked inline on /login']);
    await expect.poll(() => shared.portal.service.cspReports().length).toBe(1);
    expect(JSON.stringify(shared.portal.service.cspReports()[0])).toContain('script-src');
    problems.length = 0; // Chromium logs the refusal as a console error: that is the point.
  });
});
