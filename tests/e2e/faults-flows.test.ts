import { createServer, type Server } from 'node:http';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishContext } from './support/browser';
import { copyBuild } from './support/deployed-build';
import { freePort } from './support/free-port';
import { readClientStorage } from './support/page-checks';
import { requestResetLink } from './support/password-reset';
import { setUpPortalPage } from './support/portal-page';
import { secondDemoUser, startPortal } from './support/portal-server';
import { buildReturnOrigins } from './support/return-origins';
import { signInForm, watchLoginRequests } from './support/sign-in-form';
import { step as runStep, stepsOn } from './support/steps';

const e2e = setUpPortalPage({
  // A spent link is answered 410 and a wrong password 401: Chromium logs both as failed loads.
  expectedProblems: /status of (401|410)/,
});
const step = stepsOn(() => e2e.page);

describe('a suite application that sends the user straight back to sign in', () => {
  // A suite application on an origin of its own, allowed as a return target, that cannot see
  // the session (a cookie it does not get, a misconfiguration) and so sends every visit back
  // to the portal's sign-in, naming itself as where to return.
  let app: Server;
  let appOrigin: string;
  let build: Awaited<ReturnType<typeof copyBuild>>;
  let portal: Awaited<ReturnType<typeof startPortal>>;
  const appVisits: string[] = [];

  beforeAll(async () => {
    const appPort = await freePort();
    appOrigin = `http://127.0.0.1:${appPort}`;
    build = await copyBuild();
    await build.configure({
      REACT_APP_ENVIRONMENT: 'qa',
      REACT_APP_APPLICATION_ID: '7',
      REACT_APP_RETURN_ORIGINS: [...buildReturnOrigins(), appOrigin].join(','),
    });
    portal = await startPortal({ staticDir: build.root });
    app = createServer((req, res) => {
      appVisits.push(req.url ?? '');
      const here = `${appOrigin}${req.url ?? '/'}`;
      res.writeHead(302, {
        location: `${portal.url}/login?${new URLSearchParams({ redirect: here })}`,
      });
      res.end();
    });
    await new Promise<void>((resolve) => app.listen(appPort, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => app?.close(resolve));
    await portal?.close();
    await build?.remove();
  });

  it('an application bouncing back to sign-in: the portal stops after a few round trips and says so', async () => {
    const logins = watchLoginRequests(e2e.page);
    // The application's own address carries a ticket of its own, which the portal must
    // not keep anywhere while it counts the round trips.
    await e2e.page.goto(`${appOrigin}/cases?ticket=app-ticket-4711`);
    await step('sent to sign in by the application', () => signInForm(e2e.page).email.waitFor());
    await signInForm(e2e.page).signIn(secondDemoUser);

    const stopped = e2e.page.getByRole('heading', {
      name: 'This application keeps sending you back',
    });
    await step('the portal stops the loop', () => stopped.waitFor(), 15_000);
    expect(new URL(e2e.page.url()).origin).toBe(portal.url);
    expect(appVisits.length).toBeGreaterThanOrEqual(2);
    expect(appVisits.length).toBeLessThanOrEqual(4);
    expect(logins).toHaveLength(1);
    expect(await readClientStorage(e2e.page)).not.toContain('app-ticket-4711');

    // Stopped means stopped: the page is still there once whatever it had scheduled ran.
    const visits = appVisits.length;
    await step('going on from the main screen', async () => {
      await e2e.page.getByRole('link', { name: 'Go to the main page' }).click();
      await e2e.page.getByRole('heading', { name: `Hello, ${secondDemoUser.firstName}` }).waitFor();
    });
    expect(appVisits).toHaveLength(visits);
  });
});

describe('one reset link open in two tabs', () => {
  const account = secondDemoUser;

  async function typeNewPassword(page: Page, password: string) {
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the new password', { exact: true }).fill(password);
  }

  const saveButton = (page: Page) => page.getByRole('button', { name: 'Save the new password' });
  const linkUsed = (page: Page) =>
    page.getByRole('heading', { name: 'This link has already been used' });

  /** The status a login with this password gets, from a browser of its own. */
  async function loginStatus(password: string): Promise<number> {
    const other = await e2e.browser.newContext(englishContext);
    try {
      const response = await other.request.post(`${e2e.portal.url}/api/sso/login`, {
        headers: { origin: e2e.portal.url },
        data: { email: account.email, password, rememberMe: false, applicationId: 7 },
      });
      return response.status();
    } finally {
      await other.close();
    }
  }

  it('the link opened again while the first tab sends its new password: the second tab wins, the first says the link was used', async () => {
    const first = e2e.page;
    const link = await requestResetLink(first, e2e.portal, account.email);
    await first.goto(link);
    await typeNewPassword(first, 'the first tab chose this password');
    const held: Route[] = [];
    await first.route('**/api/sso/password-reset/complete', (route) => {
      held.push(route);
    });
    await saveButton(first).click();
    await step('the first tab sending', () => expect.poll(() => held.length).toBe(1));

    const second = await e2e.context.newPage();
    const inSecond = (name: string, action: () => Promise<unknown>) =>
      runStep(name, action, { page: second });
    await second.goto(link);
    await typeNewPassword(second, 'the second tab chose this one');
    await saveButton(second).click();
    await inSecond('the second tab saved its password', () =>
      second.getByText('Your password was changed').waitFor(),
    );

    await held[0]?.continue();
    await step('the first tab says the link was used', () => linkUsed(first).waitFor());
    expect(await loginStatus('the first tab chose this password')).toBe(401);
    expect(await loginStatus('the second tab chose this one')).toBe(200);
  });

  it('the link used in a second tab while the first shows its form: the first says at once the link was used', async () => {
    const first = e2e.page;
    const link = await requestResetLink(first, e2e.portal, account.email);
    await first.goto(link);
    await step('the first tab shows the form', () =>
      first.getByText(`For the account ${account.email}.`).waitFor(),
    );
    await first.getByLabel('New password', { exact: true }).fill('half typed in the first');

    const second = await e2e.context.newPage();
    await second.goto(link);
    await typeNewPassword(second, 'chosen in the second tab');
    await saveButton(second).click();
    await runStep(
      'the second tab saved its password',
      () => second.getByText('Your password was changed').waitFor(),
      { page: second },
    );

    // Before anything more is typed there: the form it shows can no longer be used.
    await step('the first tab says the link was used', () => linkUsed(first).waitFor());
    expect(await saveButton(first).count()).toBe(0);
    expect(await loginStatus('chosen in the second tab')).toBe(200);
  });
});
