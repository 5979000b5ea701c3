import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { englishContext } from './support/browser';
import { setUpPortal } from './support/portal-page';
import { step } from './support/steps';

// A prerendered page whose script never starts: a filter blocking /static/js/, a proxy
// refusing it, a connection stuck on it. Without a word the broker saw the form with a
// disabled "Loading…" button for good; the page now says it did not finish loading, with a
// way to reload, in its own language.

const shared = setUpPortal();
const scripts = (url: URL) => url.pathname.startsWith('/static/js/');

async function newPage(locale: 'en' | 'pt-BR' = 'en') {
  const context = await shared.browser.newContext(
    locale === 'en' ? englishContext : { locale: 'pt-BR' },
  );
  return { context, page: await context.newPage() };
}

describe('a page whose script does not start', () => {
  it('says it did not finish loading when its script is refused, and reloads into a page that works', async () => {
    const { context, page } = await newPage();
    await page.route(scripts, (route) => route.abort('blockedbyclient'));
    await page.goto(`${shared.portal.url}/login`);
    const alert = page.getByRole('alert').filter({ hasText: 'This page did not finish loading' });
    await step('the notice', () => alert.waitFor(), { page });
    expect(await alert.textContent()).toBe(
      'This page did not finish loading. Check your connection and reload it.',
    );

    // The filter lifted, "Reload" brings the page that works.
    await page.unroute(scripts);
    await page.getByRole('button', { name: 'Reload' }).click();
    await step(
      'the form, ready',
      () => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
      {
        page,
      },
    );
    expect(await page.locator('#page-stalled').isHidden()).toBe(true);
    await context.close();
  });

  it('says so in Portuguese on a page in Portuguese', async () => {
    const { context, page } = await newPage('pt-BR');
    await page.route(scripts, (route) => route.abort('blockedbyclient'));
    await page.goto(`${shared.portal.url}/login`);
    await step(
      'the notice',
      () =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Esta página não terminou de carregar' })
          .waitFor(),
      { page },
    );
    expect(await page.getByRole('button', { name: 'Recarregar' }).isVisible()).toBe(true);
    await context.close();
  });

  it('says so once a script stuck on the way has kept the page waiting some seconds, and hides it when it runs after all', async () => {
    const { context, page } = await newPage();
    await page.clock.install();
    // Held: the request stays open, as on a connection that stalls.
    const held: Route[] = [];
    let released = false;
    await page.route(scripts, (route) => (released ? route.continue() : held.push(route)));
    await page.goto(`${shared.portal.url}/login`);
    await page.getByRole('heading', { name: 'Sign in to gofy' }).waitFor();
    expect(await page.locator('#page-stalled').isHidden()).toBe(true);
    await page.clock.runFor(10_000);
    await step(
      'the notice',
      () => page.getByRole('alert').filter({ hasText: 'did not finish loading' }).waitFor(),
      { page },
    );
    // The script arrives after all, and the page comes to life: the notice goes.
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await step(
      'the form, ready',
      () => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
      { page },
    );
    expect(await page.locator('#page-stalled').isHidden()).toBe(true);
    await context.close();
  });

  it('shows no notice once the page runs, however long afterwards', async () => {
    const { context, page } = await newPage();
    await page.clock.install();
    await page.goto(`${shared.portal.url}/login`);
    await step(
      'the form, ready',
      () => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
      {
        page,
      },
    );
    await page.clock.runFor(60_000);
    expect(await page.locator('#page-stalled').isHidden()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'did not finish' }).count()).toBe(0);
    await context.close();
  });
});
