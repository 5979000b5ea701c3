import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetSsoClient } from '../../../src/api/sso-calls';
import { manualClock } from '../../session/manual-clock';
import { seenText, spokenText } from '../../support/live-region';
import { renderPortal } from '../../support/render-portal';
import { signedInBody, unanswered } from '../../support/stub-server';
import { emailField, passwordField, submitButton } from './login-fields';
import { expectAlert, fillAndSubmit, stubLoginPage } from './login-page-fixtures';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const { sso, loginRequests } = stubLoginPage();

describe('when signing in fails', () => {
  it('asks to allow cookies when the service signed the user in but the browser forgot it', async () => {
    sso.on('POST /api/sso/login', { body: signedInBody });
    const { history } = renderPortal('/login');
    await fillAndSubmit();
    await expectAlert('Allow cookies for this site in your browser settings');
    expect(history.at(-1)).toBe('/login');
    expect(emailField()).toHaveValue('ana.souza@gofy.example');
    expect(submitButton()).toBeEnabled();
  });

  it('keeps the typed email, clears the password and says so without naming which was wrong', async () => {
    sso.on('POST /api/sso/login', {
      status: 401,
      body: { error: { code: 'invalid_credentials' } },
    });
    renderPortal('/login');
    await fillAndSubmit('ana.souza@gofy.example', 'wrong-password');
    await expectAlert('The email or password is incorrect.');
    expect(emailField()).toHaveValue('ana.souza@gofy.example');
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(submitButton()).toBeEnabled();
  });

  it('counts down the wait after too many attempts and lets the user try again after it', async () => {
    const clock = manualClock();
    sso.on('POST /api/sso/login', {
      status: 429,
      headers: { 'retry-after': '2' },
      body: { error: { code: 'too_many_attempts' } },
    });
    renderPortal('/login', { clock });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(seenText(alert)).toBe('Too many sign-in attempts. You can try again in 2 seconds.'),
    );
    expect(submitButton()).toBeDisabled();

    act(() => clock.advance(1000));
    expect(seenText(alert)).toBe('Too many sign-in attempts. You can try again in 1 second.');
    expect(submitButton()).toBeDisabled();

    act(() => clock.advance(1000));
    expect(submitButton()).toBeEnabled();
    expect(alert).toBeEmptyDOMElement();
  });

  it('counts the wait down for the eye and tells screen readers once, never "0 seconds"', async () => {
    const clock = manualClock();
    sso.on('POST /api/sso/login', {
      status: 423,
      body: { error: { code: 'account_locked', retryAfter: 2 } },
    });
    renderPortal('/login', { clock });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    const locked = (wait: string) =>
      `Too many incorrect passwords: this account is locked for ${wait}. Reset your password`;
    await waitFor(() => expect(spokenText(alert)).toBe(locked('2 seconds')));
    expect(seenText(alert)).toBe(locked('2 seconds'));

    // Once the visible countdown has moved on, what a screen reader has in the region has not.
    act(() => clock.advance(1000));
    expect(seenText(alert)).toBe(locked('1 second'));
    expect(spokenText(alert)).toBe(locked('2 seconds'));

    // The second that would read "0 seconds" enables the form and empties the region at once.
    act(() => clock.advance(1000));
    expect(submitButton()).toBeEnabled();
    expect(alert).toBeEmptyDOMElement();
  });

  it('says the account is locked and for how long', async () => {
    sso.on('POST /api/sso/login', {
      status: 423,
      body: { error: { code: 'account_locked', retryAfter: 900 } },
    });
    renderPortal('/login');
    await fillAndSubmit();
    await expectAlert('Too many incorrect passwords: this account is locked for 15 minutes.');
    // The button is disabled for the wait: the keyboard stays on the message, which offers a
    // way on now.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Reset your password' }),
    ).toHaveAttribute('href', '/forgot-password');
  });

  it('says a password refused for good after too many incorrect ones needs a new one, and leads there', async () => {
    sso.on('POST /api/sso/login', {
      status: 423,
      body: {
        error: { code: 'password_blocked', message: 'Too many incorrect passwords in a row.' },
      },
    });
    renderPortal('/login');
    await fillAndSubmit();
    await expectAlert(
      "Too many incorrect passwords in a row: this account's password is blocked. Choose a new one, or sign in with a passkey.",
    );
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Reset your password' }),
    ).toHaveAttribute('href', '/forgot-password');
  });

  it('holds back only the email that was locked: another account may sign in meanwhile', async () => {
    sso.on('POST /api/sso/login', (request) =>
      JSON.parse(request.body).email === 'locked@gofy.example'
        ? { status: 423, body: { error: { code: 'account_locked', retryAfter: 900 } } }
        : { status: 401, body: { error: { code: 'invalid_credentials', attemptsLeft: 5 } } },
    );
    renderPortal('/login');
    const user = await fillAndSubmit('locked@gofy.example', 'a-password');
    await expectAlert(/this account is locked/);

    await user.clear(emailField());
    await user.type(emailField(), 'other@gofy.example');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await expectAlert('The email or password is incorrect.');
    expect(loginRequests()).toHaveLength(2);

    // The locked email again, however it is typed: held back, and saying why.
    await user.clear(emailField());
    await user.type(emailField(), ' Locked@gofy.example');
    await expectAlert(/this account is locked/);
    expect(submitButton()).toBeDisabled();
  });

  it('says how many attempts are left once few remain, and not before', async () => {
    sso.on('POST /api/sso/login', {
      status: 401,
      body: { error: { code: 'invalid_credentials', attemptsLeft: 3 } },
    });
    renderPortal('/login');
    await fillAndSubmit('ana.souza@gofy.example', 'wrong-password');
    await expectAlert('The email or password is incorrect.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('attempts left');

    sso.on('POST /api/sso/login', {
      status: 401,
      body: { error: { code: 'invalid_credentials', attemptsLeft: 2 } },
    });
    // The email stays; the password was emptied for retyping.
    const user = userEvent.setup();
    await user.type(passwordField(), 'wrong-password-2');
    await user.click(submitButton());
    await expectAlert(
      '2 attempts left before this account is locked for a time that grows with each lock.',
    );
  });

  it.each([
    [{ status: 502, body: '<html>Bad Gateway</html>' }, 'The sign-in service is not available'],
    [{ status: 200, body: '<html>Welcome to the proxy</html>' }, 'could not read'],
    [{ status: 200, body: signedInBody, until: unanswered }, 'took too long to answer'],
  ])('explains a failure of the service (%#)', async (answer, message) => {
    sso.on('POST /api/sso/login', answer);
    if ('until' in answer) resetSsoClient({ timeoutMs: 300 });
    const { history } = renderPortal('/login');
    await fillAndSubmit();
    await expectAlert(message);
    expect(history.at(-1)).toBe('/login');
    expect(emailField()).toHaveValue('ana.souza@gofy.example');
    expect(passwordField()).toHaveValue('gofy-demo-2026');
  });
});

describe('without a connection', () => {
  it('keeps the form usable for typing, says why it cannot send, and re-enables itself online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal('/login');
    const user = userEvent.setup();
    await user.type(emailField(), 'ana.souza@gofy.example');
    expect(emailField()).toHaveValue('ana.souza@gofy.example');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'You are offline.',
    );
    expect(submitButton()).toBeDisabled();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(submitButton()).toBeEnabled();
  });
});
