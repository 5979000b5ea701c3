import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePortal } from '../../../src/app/leave-portal';
import { noteReturnTrip } from '../../../src/features/sign-in/return-loop';
import { watchNetwork } from '../../support/network-quiet';
import { renderPortal } from '../../support/render-portal';
import { answerGate, signedInBody } from '../../support/stub-server';
import { emailField, passwordField, submitButton } from './login-fields';
import { fillAndSubmit, stubLoginPage } from './login-page-fixtures';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

const { sso, loginRequests, acceptSignIn } = stubLoginPage();

afterEach(() => {
  vi.mocked(leavePortal).mockReset();
});

describe('signing in', () => {
  it('sends one request with the trimmed email and remember-me, then goes to the main page', async () => {
    acceptSignIn();
    const { history } = renderPortal('/login');
    const user = userEvent.setup();
    await user.type(emailField(), '  ana.souza@gofy.example ');
    await user.type(passwordField(), 'gofy-demo-2026');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in on this device' }));
    await user.click(submitButton());

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(loginRequests()).toHaveLength(1);
    expect(JSON.parse(loginRequests()[0]?.body ?? '')).toEqual({
      email: 'ana.souza@gofy.example',
      password: 'gofy-demo-2026',
      rememberMe: true,
      applicationId: 7,
    });
  });

  it('sends a single request however often the button is pressed', async () => {
    const answer = answerGate();
    acceptSignIn({ until: answer.until });
    const { history } = renderPortal('/login');
    const user = await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Signing in…' }));
    passwordField().closest('form')?.requestSubmit();
    answer.release();
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(loginRequests()).toHaveLength(1);
  });

  it('returns to a path of the portal named in redirect', async () => {
    acceptSignIn();
    const { history } = renderPortal(`/login?redirect=${encodeURIComponent('/reports?m=11')}`);
    await fillAndSubmit();
    await waitFor(() => expect(history.at(-1)).toBe('/reports?m=11'));
  });

  it('returns to an allow-listed suite application', async () => {
    acceptSignIn();
    renderPortal(
      `/login?redirect=${encodeURIComponent('https://pipeline.qa.gofy.example/deals/42')}`,
    );
    await fillAndSubmit();
    await waitFor(() =>
      expect(leavePortal).toHaveBeenCalledWith('https://pipeline.qa.gofy.example/deals/42'),
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    'https://pipeline.qa.gofy.example@evil.example/',
    'javascript:alert(1)',
  ])('ignores the hostile target %s and goes to the main page', async (target) => {
    acceptSignIn();
    const { history } = renderPortal(`/login?redirect=${encodeURIComponent(target)}`);
    await fillAndSubmit();
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it.each([
    ['the tab is shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    [
      'the page comes back from the back/forward cache',
      () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
    ],
  ])('goes straight on when %s after a sign-in elsewhere', async (_label, showAgain) => {
    const network = watchNetwork();
    const { history } = renderPortal('/login');
    await network.settled();
    expect(history.at(-1)).toBe('/login');

    sso.on('GET /api/sso/whoami', { body: signedInBody });
    act(showAgain);
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(loginRequests()).toHaveLength(0);
  });

  it('goes straight on when the user is already signed in', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    const { history } = renderPortal(`/login?redirect=${encodeURIComponent('/reports')}`);
    await waitFor(() => expect(history.at(-1)).toBe('/reports'));
    expect(loginRequests()).toHaveLength(0);
  });
});

describe('a suite application that keeps sending the user back', () => {
  const app = 'https://pipeline.qa.gofy.example/deals/42';
  const fromApp = `/login?redirect=${encodeURIComponent(app)}`;

  beforeEach(() => {
    // Three round trips in the last few seconds, as an application that cannot see the
    // session makes them.
    for (const secondsAgo of [6, 4, 2]) {
      noteReturnTrip('https://pipeline.qa.gofy.example', Date.now() - secondsAgo * 1000);
    }
  });

  afterEach(() => {
    sessionStorage.clear();
  });

  it('is not sent there again by itself, and the page says why', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    renderPortal(fromApp);
    expect(
      await screen.findByRole('heading', { name: 'This application keeps sending you back' }),
    ).toHaveFocus();
    expect(
      screen.getByText(/pipeline\.qa\.gofy\.example asked you to sign in again/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('goes there once more when the user asks to try again', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    renderPortal(fromApp);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(leavePortal).toHaveBeenCalledWith(app);
  });

  it('goes there after a sign-in the user typed, which cannot loop by itself', async () => {
    acceptSignIn();
    renderPortal(fromApp);
    await fillAndSubmit();
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
  });
});
