import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localeCookie } from '../../src/config/languages';
import { notFoundPageLoad, watchPageProblems } from './support/page-checks';
import { holdPageScript } from './support/page-script';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { cutNetwork } from './support/service-worker';
import { splitArrival } from './support/split-arrival';
import { step } from './support/steps';

const shared = setUpPortal();

/**
 * A browser context signed in as the demo user by the SSO directly, as another application of
 * the suite would have done: the cookies are in the browser, not from a page of the portal.
 */
async function signedInElsewhere(options: { locale?: string } = {}) {
  const context = await shared.browser.newContext(options);
  const answer = await context.request.post(`${shared.portal.url}/api/sso/login`, {
    data: {
      email: demoUser.email,
      password: demoUser.password,
      rememberMe: false,
      applicationId: 7,
    },
  });
  expect(answer.status()).toBe(200);
  return context;
}

describe('the prerendered sign-in page', () => {
  it('shows the form with JavaScript disabled, and explains that signing in needs it', async () => {
    const context = await shared.browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${shared.portal.url}/login`);
    expect(await page.title()).toBe('Entrar · gofy');
    expect(await page.getByRole('textbox', { name: 'E-mail' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Senha', { exact: true }).isVisible()).toBe(true);
    // Read as the browser lays it out (Playwright's text locators skip <noscript>): innerText
    // holds only rendered text, which is the point here.
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is what is checked.
    expect(await page.locator('#main').innerText()).toContain(
      'Para entrar é preciso ativar o JavaScript',
    );
    // Disabled until the script runs: Enter in a field cannot send the form either.
    expect(await page.getByRole('button', { name: 'Carregando…' }).isDisabled()).toBe(true);
    expect(await page.locator('form').getAttribute('method')).toBe('post');
    await context.close();
  });

  it('hydrates without a mismatch, in the language of the browser', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${shared.portal.url}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs no script before its first paint, and asks for nothing but its script before it', async () => {
    const context = await shared.browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    // When the page's first script element is added: the time it can start running.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        const added = changes.flatMap((change) => [...change.addedNodes]);
        if (!added.some((node) => node instanceof HTMLScriptElement && node.src)) return;
        (window as unknown as { scriptAdded: number }).scriptAdded = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${shared.portal.url}/login`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    const { paint, scriptAdded, requests } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      scriptAdded: (window as unknown as { scriptAdded?: number }).scriptAdded ?? null,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint).not.toBeNull();
    expect(scriptAdded).not.toBeNull();
    expect(scriptAdded).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
    const before = requests.filter((request) => request.start < (paint ?? 0));
    expect(before.every((request) => /^\/static\/js\/index\.\w+\.js$/.test(request.path))).toBe(
      true,
    );
    expect(requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/config.json', expect.stringMatching(/messages-pt-br/)]),
    );
    // The icon is in the page: the browser asked for no file of it.
    expect(requests.map((request) => request.path)).not.toContain('/favicon.ico');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['after the header', '</header>'],
    // Chromium lifts a wait for an element once that element is in the document, before its
    // content has come: waiting for the main part let the form paint cut short.
    ['inside the form', 'type="email"'],
  ])(
    'paints its header and its whole form in one first frame, its HTML cut %s',
    async (_, splitAfter) => {
      // The page's bytes in two pieces, the rest held back: a browser that paints what it has
      // shows the page cut short, then the rest a frame later.
      const arrival = await splitArrival(shared.portal.url, { path: '/login', splitAfter });
      const context = await shared.browser.newContext({ locale: 'pt-BR' });
      try {
        const page = await context.newPage();
        type FirstPaint = { header: boolean; form: boolean };
        await page.addInitScript(() => {
          new PerformanceObserver((_, observer) => {
            observer.disconnect();
            (window as { firstPaint?: FirstPaint }).firstPaint = {
              header: document.querySelector('.app-header') !== null,
              form: document.querySelector('main form [type="submit"]') !== null,
            };
          }).observe({ type: 'paint', buffered: true });
        });
        await page.goto(`${arrival.url}/login`, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.querySelector('.app-header') !== null);
        // The time of many frames for a paint of the header alone, if one is coming; the rest is
        // held meanwhile, so what that paint showed is known before the form exists.
        await page
          .waitForFunction(() => 'firstPaint' in window, undefined, { timeout: 1000 })
          .catch(() => {});
        arrival.release();
        await page.waitForFunction(() => 'firstPaint' in window);
        const firstPaint = await page.evaluate(
          () => (window as { firstPaint?: FirstPaint }).firstPaint,
        );
        expect(firstPaint).toEqual({ header: true, form: true });
      } finally {
        await context.close();
        await arrival.close();
      }
    },
  );

  it.each([
    ['a key pressed', (page: Page) => page.keyboard.press('Tab')],
    ['a tap', (page: Page) => page.mouse.click(10, 10)],
  ])('comes to life after %s before its first paint', async (_, interact) => {
    // Chromium stops reporting the largest paint at a broker's first input: the page's
    // script, which waits for that report, must not wait for one that will never come.
    const arrival = await splitArrival(shared.portal.url, {
      path: '/login',
      splitAfter: '</header>',
    });
    const context = await shared.browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      // Each step named and bounded: one run in many timed out as a whole, its step unknown.
      const inStep = <T>(name: string, action: () => Promise<T>) => step(name, action, { page });
      await inStep('the first piece arrives', () =>
        page.goto(`${arrival.url}/login`, { waitUntil: 'commit' }),
      );
      await inStep('the header is parsed', () =>
        page.waitForFunction(() => document.querySelector('.app-header') !== null, undefined, {
          polling: 100,
        }),
      );
      await inStep('the broker interacts', () => interact(page));
      arrival.release();
      const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
      await inStep('the form comes to life', () => signIn.waitFor());
      expect(await signIn.isEnabled()).toBe(true);
    } finally {
      await context.close();
      await arrival.close();
    }
  });

  it('takes over the not-found page: its link is the router’s', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${shared.portal.url}/no-such-page`);
    const heading = page.getByRole('heading', { level: 1 });
    const headingText = await heading.textContent();
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.waitForLoadState('networkidle');
    expect(await heading.textContent()).toBe(headingText);
    // Hydrated, the link is the router's: the same document goes on to the sign-in page.
    await page.getByRole('link', { name: 'Go to the main page' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(headingText).toBe('Page not found');
    expect(problems.filter((problem) => !notFoundPageLoad.test(problem))).toEqual([]);
    await context.close();
  });

  it('takes over /logout/ as /logout, with no mismatch', async () => {
    // Signed in, so the question the prerendered page shows is the one the page keeps.
    const context = await signedInElsewhere({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${shared.portal.url}/logout/`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks the SSO nothing on arrival when no session is hinted', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/sso/whoami') asked.push(pathname);
    });
    await page.goto(`${shared.portal.url}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await context.close();
  });

  it('goes straight on when the hint names a session the SSO still has', async () => {
    const context = await signedInElsewhere({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${shared.portal.url}/login`);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('asks once, and keeps the form, when the hint outlived its session', async () => {
    const context = await signedInElsewhere({ locale: 'en-US' });
    // Ended from another device, whose security page ends every other session: this browser
    // still holds both cookies.
    const elsewhere = await signedInElsewhere();
    const ended = await elsewhere.request.delete(`${shared.portal.url}/api/sso/sessions`);
    expect(ended.status()).toBe(200);
    await elsewhere.close();
    const page = await context.newPage();
    const answered = page.waitForResponse((response) => response.url().endsWith('/whoami'));
    await page.goto(`${shared.portal.url}/login`);
    expect((await answered).status()).toBe(401);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    // The service cleared the hint with the session cookie: the next visit asks nothing.
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await context.close();
  });

  it('puts the caret in the email field at its first paint, and keeps it there as the script takes over', async () => {
    const context = await shared.browser.newContext({ locale: 'pt-BR' });
    try {
      const page = await context.newPage();
      const release = await holdPageScript(page);
      await page.goto(`${shared.portal.url}/login`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
      expect(await focused()).toBe('email');

      release();
      await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      expect(await focused()).toBe('email');
      await page.keyboard.type(demoUser.email);
      expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(demoUser.email);
    } finally {
      await context.close();
    }
  });

  it('leaves the keyboard where the broker put it before the script took over', async () => {
    const context = await shared.browser.newContext({ locale: 'pt-BR' });
    try {
      const page = await context.newPage();
      const release = await holdPageScript(page);
      await page.goto(`${shared.portal.url}/login`, { waitUntil: 'commit' });
      const password = page.getByLabel('Senha', { exact: true });
      await password.click();

      release();
      await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      await page.locator('.passkey-button').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'password',
      );
    } finally {
      await context.close();
    }
  });

  it('keeps what was typed before the script took over', async () => {
    const context = await shared.browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    const release = await holdPageScript(page);
    await page.goto(`${shared.portal.url}/login`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(demoUser.email);
    await page.getByLabel('Senha', { exact: true }).fill(demoUser.password);
    await page.getByRole('checkbox', { name: 'Manter a sessão aberta neste dispositivo' }).check();
    expect(await page.getByRole('button', { name: 'Carregando…' }).isDisabled()).toBe(true);

    release();
    const signIn = page.getByRole('button', { name: 'Entrar', exact: true });
    await signIn.waitFor();
    // Still ticked once the script has taken over, and sent so: the session outlives the
    // browser (a cookie with an expiry), as a broker who ticked it expects.
    expect(
      await page
        .getByRole('checkbox', { name: 'Manter a sessão aberta neste dispositivo' })
        .isChecked(),
    ).toBe(true);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/sso/login'));
    await signIn.click();
    expect((await sent).postDataJSON()).toMatchObject({ rememberMe: true });
    await page.getByRole('heading', { name: `Olá, ${demoUser.firstName}` }).waitFor();
    await context.close();
  });

  // React renders the page once more as soon as hydration ends: the prerender said "loading",
  // and, offline, that the browser was online. Had that render come before what was typed
  // ahead of the script was taken, it would have emptied the fields and unticked the box for
  // a moment (and a key pressed then would have started the field over).
  it.each([
    ['online', (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true })],
    ['offline', (page: Page) => page.getByText('You are offline. Signing in needs a connection')],
  ])('never undoes what was typed or ticked before the script, %s', async (network, ready) => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    await context.addInitScript((offline) => {
      // Offline as far as the page can tell, while its script still arrives: the installed
      // portal opened without a network, from its worker, hydrates the same way.
      if (offline) Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false });
      // Every value and tick the page puts into a field, through the setters React calls.
      const put: string[] = [];
      Object.assign(window, { valuesPut: put });
      for (const property of ['value', 'checked'] as const) {
        const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, property);
        Object.defineProperty(HTMLInputElement.prototype, property, {
          ...own,
          set(this: HTMLInputElement, next: unknown) {
            put.push(`${this.name}.${property}=${next}`);
            own?.set?.call(this, next);
          },
        });
      }
    }, network === 'offline');
    const page = await context.newPage();
    const release = await holdPageScript(page);
    await page.goto(`${shared.portal.url}/login`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
    await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
    const keep = page.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    await keep.check();

    release();
    await ready(page).waitFor();
    // Nothing but what the broker left may be put into the fields (React puts a checkbox's
    // state back at every render, changed or not).
    const asLeft = [
      `email.value=${demoUser.email}`,
      `password.value=${demoUser.password}`,
      'rememberMe.checked=true',
    ];
    const put = await page.evaluate(() => (window as unknown as { valuesPut: string[] }).valuesPut);
    expect(put.filter((assignment) => !asLeft.includes(assignment))).toEqual([]);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(demoUser.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(demoUser.password);
    expect(await keep.isChecked()).toBe(true);
    await context.close();
  });

  it('switches to the language picked before the script took over, and keeps it', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const release = await holdPageScript(page);
    await page.goto(`${shared.portal.url}/login`, { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to gofy');

    release();
    await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('pt-BR');
    // A choice like one made after: the host sends the next page in it.
    const next = await page.goto(`${shared.portal.url}/login`);
    expect(/<html lang="([^"]+)"/.exec((await next?.text()) ?? '')?.[1]).toBe('pt-BR');
    await context.close();
  });

  it('sends a form posted without the script back to the page, with no password in any URL', async () => {
    const context = await shared.browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${shared.portal.url}/login`);
    // A scripted submit stands in for a browser that submits despite the disabled button.
    await page.getByRole('textbox', { name: 'E-mail' }).fill(demoUser.email);
    await page.getByLabel('Senha', { exact: true }).fill(demoUser.password);
    await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
    await page.waitForURL(/loading=1/);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(urls.join(' ')).not.toContain(encodeURIComponent(demoUser.password));
    expect(urls.join(' ')).not.toContain(demoUser.password);
    await context.close();
  });
});

describe('the language of the prerendered pages', () => {
  /** The page as it arrived, before any script touched it. */
  async function arrived(response: Response | null) {
    const html = (await response?.text()) ?? '';
    return {
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    };
  }

  /** Every text the page's main heading shows from its first paint on. */
  async function watchHeading(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { headingTexts?: string[] }).headingTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    return () => page.evaluate(() => (window as { headingTexts?: string[] }).headingTexts);
  }

  it('arrives in English from the first byte for an English browser, and stays so', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const headings = await watchHeading(page);
    const response = await page.goto(`${shared.portal.url}/login`);
    expect(await arrived(response)).toEqual({
      lang: 'en',
      title: 'Sign in · gofy',
      heading: 'Sign in to gofy',
    });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    // No switch of language once the script runs: the heading never read otherwise.
    expect(await headings()).toEqual(['Sign in to gofy']);
    await context.close();
  });

  it('arrives in the language chosen with the switch, whatever the browser’s', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // The choice as the browser holds it: the page writes it at once, and the browser takes it
    // in a moment later, which a navigation started by the test (not the page) need not wait for.
    const chosen = async () =>
      (await context.cookies()).find((cookie) => cookie.name === localeCookie)?.value;
    const from = (response: Response | null) =>
      response?.fromServiceWorker() ? 'the service worker' : 'the host';
    await page.goto(`${shared.portal.url}/login`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
    await expect.poll(chosen).toBe('pt-BR');
    const response = await page.goto(`${shared.portal.url}/logout`);
    expect((await arrived(response)).lang, from(response)).toBe('pt-BR');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    // Kept once the page runs, whether it was picked before its script or after.
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
    await expect.poll(chosen).toBe('en');
    const back = await page.goto(`${shared.portal.url}/login`);
    expect((await arrived(back)).lang, from(back)).toBe('en');
    await context.close();
  });

  it('comes from the service worker in the reader’s language when offline', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${shared.portal.url}/login`);
    await cutNetwork(page);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    expect((await arrived(offline)).lang).toBe('en');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    // The worker reads the choice made with the switch too.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
    expect((await arrived(await page.reload())).lang).toBe('pt-BR');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await context.close();
  });
});
