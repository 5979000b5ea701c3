import { describe, expect, it } from 'vitest';
import { setUpPortalPage } from './support/portal-page';
import { demoUser, secondDemoUser, startPortal } from './support/portal-server';
import {
  expectSignInRefused,
  serviceClock,
  signInForm,
  watchLoginRequests,
} from './support/sign-in-form';

const minute = 60_000;
const clock = serviceClock();
const e2e = setUpPortalPage({
  portal: { now: clock.now },
  // The refusals under test are logged by Chromium as failed loads.
  expectedProblems: /the server responded with a status of (401|423|429|500)/,
});

describe('the service refusing or failing the sign-in', () => {
  it('500 with an empty body: says the service is unavailable', async () => {
    await e2e.page.route('**/api/sso/login', (route) => route.fulfill({ status: 500, body: '' }));
    await expectSignInRefused(
      e2e.page,
      e2e.portal.url,
      'The sign-in service is not available right now.',
    );
  });

  it('401 for a wrong password: the generic message, email kept', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    const form = signInForm(e2e.page);
    await form.signIn({ email: demoUser.email, password: 'not-the-password' });

    await expect
      .poll(() => form.alert.textContent())
      .toContain('The email or password is incorrect.');
    expect(await form.email.inputValue()).toBe(demoUser.email);
    expect(await form.password.inputValue()).toBe('');
    expect(await form.submit.isEnabled()).toBe(true);
  });

  it('423 after repeated failures: says the account is locked and until when', async () => {
    await e2e.page.clock.install();
    const logins = watchLoginRequests(e2e.page);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    const form = signInForm(e2e.page);
    // The service locks an email after five wrong passwords in a row.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await form.signIn({ email: secondDemoUser.email, password: `wrong-${attempt}` });
      await expect.poll(() => form.alert.textContent()).not.toBe('');
    }
    await expect
      .poll(() => form.alert.textContent())
      .toMatch(/this account is locked for 15 minutes\./);
    expect(await form.email.inputValue()).toBe(secondDemoUser.email);

    // Sending during the lock would only be refused again: the form waits it out.
    expect(await form.submit.isDisabled()).toBe(true);
    await form.password.fill(secondDemoUser.password);
    await form.password.press('Enter');
    expect(logins).toHaveLength(5);

    clock.advance(15 * minute);
    await e2e.page.clock.fastForward(15 * minute);
    await expect.poll(() => form.submit.isEnabled()).toBe(true);
    await form.submit.click();
    await e2e.page.getByRole('heading', { name: `Hello, ${secondDemoUser.firstName}` }).waitFor();
  });

  it('429 with Retry-After: says when to retry and does not hammer the service', async () => {
    const limited = await startPortal({
      now: clock.now,
      loginRateLimit: { maxAttempts: 1, windowSeconds: 60 },
    });
    try {
      await e2e.page.clock.install();
      const logins = watchLoginRequests(e2e.page);
      await e2e.page.goto(`${limited.url}/login`);
      const form = signInForm(e2e.page);
      await form.signIn({ email: demoUser.email, password: 'not-the-password' });
      await expect.poll(() => form.alert.textContent()).toContain('is incorrect');

      await form.signIn();
      await expect
        .poll(() => form.alert.textContent())
        .toMatch(/Too many sign-in attempts\. You can try again in (1 minute|59 seconds)\./);
      expect(logins).toHaveLength(2);
      expect((await logins[1]?.response())?.headers()['retry-after']).toMatch(/^(60|59)$/);

      expect(await form.submit.isDisabled()).toBe(true);
      for (let press = 0; press < 3; press += 1) await form.password.press('Enter');
      expect(logins).toHaveLength(2);
      expect(await form.email.inputValue()).toBe(demoUser.email);

      clock.advance(minute);
      await e2e.page.clock.fastForward(minute);
      await expect.poll(() => form.submit.isEnabled()).toBe(true);
      expect(await form.alert.textContent()).toBe('');
      await form.submit.click();
      await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
      expect(logins).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('the session expiring on the main screen: sent to sign in, told why, and back', async () => {
    await e2e.page.clock.install();
    await e2e.page.goto(`${e2e.portal.url}/login?redirect=${encodeURIComponent('/?from=mail')}`);
    await signInForm(e2e.page).signIn();
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();

    // A day later on the service: the 12-hour session is over.
    clock.advance(24 * 60 * minute);
    await e2e.page.clock.fastForward(minute);
    await e2e.page.waitForURL(/\/login\?/);
    const params = new URL(e2e.page.url()).searchParams;
    expect(params.get('ended')).toBe('1');
    expect(params.get('redirect')).toBe('/?from=mail');
    await e2e.page.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
    expect(await e2e.page.getByText(demoUser.name).count()).toBe(0);

    await signInForm(e2e.page).signIn();
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(e2e.page.url()).toBe(`${e2e.portal.url}/?from=mail`);
  });
});
