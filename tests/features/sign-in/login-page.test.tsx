import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSsoClient } from '../../../src/api/sso-calls';
import { leavePortal } from '../../../src/app/leave-portal';
import { noteReturnTrip } from '../../../src/features/sign-in/return-loop';
import { manualClock } from '../../session/manual-clock';
import { seenText, spokenText } from '../../support/live-region';
import { configurePortal } from '../../support/mock-config';
import { watchNetwork } from '../../support/network-quiet';
import { renderPortal } from '../../support/render-portal';
import {
  answerGate,
  type StubServer,
  signedInBody,
  startStubServer,
  unanswered,
} from '../../support/stub-server';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

let sso: StubServer;

beforeEach(async () => {
  sso = await startStubServer();
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
  configurePortal({
    REACT_APP_SSO_API_URL: `${sso.origin}/api/sso`,
    REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example',
  });
  // Generous: the suite shares two cores with a browser; the timeout test sets its own.
  resetSsoClient({ timeoutMs: 10_000 });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.mocked(leavePortal).mockReset();
  expect(sso.unexpected).toEqual([]);
  await sso.close();
});

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });

async function fillAndSubmit(email = 'ana.souza@gofy.example', password = 'gofy-demo-2026') {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submitButton());
  return user;
}

/** The alert region is always in the page (so it is announced); wait for its text. */
async function expectAlert(text: string | RegExp, timeout = 3000) {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text), { timeout });
}

function loginRequests() {
  return sso.requests.filter((request) => request.path === '/api/sso/login');
}

/** The service accepting the sign-in: the session cookie it sets is then seen by whoami. */
function acceptSignIn(answer: { until?: Promise<unknown> } = {}) {
  sso.on('POST /api/sso/login', { body: signedInBody, ...answer });
  sso.on('GET /api/sso/whoami', () =>
    loginRequests().length > 0
      ? { body: signedInBody }
      : { status: 401, body: { error: { code: 'unauthenticated' } } },
  );
}

describe('the sign-in form', () => {
  it('labels its fields for people and password managers', () => {
    renderPortal('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to gofy' })).toBeInTheDocument();
    // Saved emails and, where the browser has them, passkeys.
    expect(emailField()).toHaveAttribute('autocomplete', 'username webauthn');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(
      screen.getByRole('checkbox', { name: 'Keep me signed in on this device' }),
    ).not.toBeChecked();
  });

  it('posts, not gets, so a submit before the script runs keeps the password out of the URL', () => {
    renderPortal('/login');
    const form = submitButton().closest('form');
    expect(form).toHaveAttribute('method', 'post');
  });

  it('shows and hides the password with a toggle that says what it will do next', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveTextContent('Show');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    // The same button, now offering the opposite: a label that changes, so no aria-pressed.
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveTextContent('Hide');
    expect(toggle).not.toHaveAttribute('aria-pressed');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('accepts a pasted password', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.click(passwordField());
    await user.paste('pasted-secret');
    expect(passwordField()).toHaveValue('pasted-secret');
  });

  it('warns while Caps Lock is on in the password field', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.click(passwordField());
    await user.keyboard('{CapsLock}a');
    expect(screen.getByText('Caps Lock is on.')).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription(/Caps Lock is on/);
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByText('Caps Lock is on.')).not.toBeInTheDocument();
  });
});

describe('account recovery and sign-up', () => {
  it('links to the forgotten-password and sign-up pages', () => {
    renderPortal('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Ask for an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  // It sat under the company buttons, out of the first screen of a phone.
  it('puts "Forgot your password?" in the form, under the password and before "Keep me signed in"', () => {
    renderPortal('/login');
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    const comesBefore = (first: Node, second: Node) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(link.closest('form')).not.toBeNull();
    expect(comesBefore(passwordField(), link)).toBe(true);
    expect(comesBefore(link, screen.getByRole('checkbox', { name: /Keep me signed in/ }))).toBe(
      true,
    );
  });

  it('says the password was changed when arriving from a reset', () => {
    renderPortal('/login?reset=1');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Your password was changed and you were signed out on every device.',
    );
  });
});

describe('validation before sending', () => {
  it('asks for both fields and focuses the first, without a request', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.click(submitButton());
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Enter your email address.');
    expect(emailField()).toBeInvalid();
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
    expect(loginRequests()).toHaveLength(0);
  });

  it('flags an email without a domain when the user leaves the field', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.type(emailField(), 'ana.souza');
    await user.tab();
    expect(emailField()).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
  });
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

describe('in Portuguese', () => {
  it('speaks pt-BR and switches to English from the language menu', async () => {
    const user = userEvent.setup();
    renderPortal('/login', { locale: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar no gofy' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to gofy' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    // Where the host reads it, so the next page comes in English from its first byte.
    expect(document.cookie).toBe('gofy_locale=en');
  });

  it('follows a language chosen under an earlier version, once the page is running', async () => {
    localStorage.setItem('gofy.locale', 'en');
    renderPortal('/login', { locale: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar no gofy' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to gofy' }),
    ).toBeInTheDocument();
    expect(document.cookie).toBe('gofy_locale=en');
    expect(localStorage.getItem('gofy.locale')).toBeNull();
  });

  it('shows the environment label outside production', () => {
    renderPortal('/login', { locale: 'pt-BR' });
    expect(screen.getByText('Ambiente: qa')).toBeInTheDocument();
  });
});
