import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../../../src/app/lazy-pages';
import { bruno, login } from '../../dev-server/support';
import { withLocalSsoService } from '../../support/local-sso-service';
import { compilePagesFirst } from '../../support/page-code';
import { afterReactEffects } from '../../support/react-effects';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(ResetPasswordPage);

const token = `${'k'.repeat(21)}-${'Q'.repeat(21)}`;
const resetUrl = `/reset-password?token=${token}`;
const newPassword = 'seven bridges over a calm river';

const sso = stubServices(['sso']);

beforeEach(() => {
  sso.on('POST /api/sso/password-reset/check', {
    body: { email: 'bruno.lima@gofy.example', expiresAt: '2030-01-01T00:00:00.000Z' },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const passwordField = () => screen.getByLabelText('New password');
const confirmField = () => screen.getByLabelText('Confirm the new password');
const saveButton = () => screen.getByRole('button', { name: 'Save the new password' });
const completions = () => sso.requests.filter((r) => r.path.endsWith('/complete'));
const alertText = () => within(screen.getByRole('main')).getByRole('alert');

async function openForm(url = resetUrl) {
  const view = renderPortal(url);
  await screen.findByText('For the account bruno.lima@gofy.example.');
  // The form watches for its link being used elsewhere from its effects.
  await afterReactEffects();
  return view;
}

/**
 * Puts both passwords in as a password manager does, in one paste each: typing them key by
 * key, each key checking the password again, took seconds on a loaded machine.
 */
async function choose(password: string, again = password) {
  const user = userEvent.setup();
  await user.click(passwordField());
  await user.paste(password);
  await user.click(confirmField());
  await user.paste(again);
  await user.click(saveButton());
  return user;
}

describe('opening a reset link', () => {
  it('takes the token out of the address at once, leaving no history entry with it', async () => {
    const { history } = renderPortal(resetUrl);
    await waitFor(() => expect(history).toEqual(['/reset-password']));
  });

  it('checks the link with the token in the body, and names the account', async () => {
    await openForm();
    const [check] = sso.requests;
    expect(check?.path).toBe('/api/sso/password-reset/check');
    expect(JSON.parse(check?.body ?? '')).toEqual({ token });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('New password · gofy'));
  });

  it('sends no referrer while the page is shown', async () => {
    const view = await openForm();
    const policy = () => document.head.querySelector('meta[name="referrer"]');
    expect(policy()).toHaveAttribute('content', 'no-referrer');
    view.unmount();
    expect(policy()).toBeNull();
  });

  it('offers the new password to password managers under the account it belongs to', async () => {
    await openForm();
    const username = document.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('bruno.lima@gofy.example');
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmField()).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['reset_token_expired', 410, 'This link has expired'],
    ['reset_token_used', 410, 'This link has already been used'],
    ['reset_token_invalid', 400, 'This link does not work'],
  ])('explains %s and offers a new link', async (code, status, title) => {
    sso.on('POST /api/sso/password-reset/check', { status, body: { error: { code } } });
    renderPortal(resetUrl);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each([
    ['without a token', '/reset-password'],
    ['with a token cut short', '/reset-password?token=abc123'],
  ])('calls a link %s not valid without asking the service', async (_label, url) => {
    renderPortal(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(sso.requests).toHaveLength(0);
  });

  it('lets the user check again when the service could not be reached', async () => {
    sso.on('POST /api/sso/password-reset/check', { status: 503, body: '' });
    renderPortal(resetUrl);
    await waitFor(() => expect(alertText()).toHaveTextContent('We could not check your link.'));
    sso.on('POST /api/sso/password-reset/check', {
      body: { email: 'bruno.lima@gofy.example', expiresAt: '2030-01-01T00:00:00.000Z' },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('For the account bruno.lima@gofy.example.')).toBeVisible();
    // The button is gone: the keyboard is in the field the broker came to fill.
    await waitFor(() => expect(passwordField()).toHaveFocus());
  });
});

describe('the new password', () => {
  it('explains the rule on leaving a field that is too short, counting characters', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.type(passwordField(), 'short 🌵 phrase');
    await user.tab();
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 15 characters (this has 14).'),
    );
    expect(passwordField()).toBeInvalid();
  });

  it('refuses a common password, with the reason, once the list has loaded', async () => {
    await openForm();
    await choose('Password12345678!');
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('one of the most common passwords'),
    );
    expect(passwordField()).toHaveFocus();
    expect(completions()).toHaveLength(0);
  });

  it('refuses a password built on the account email', async () => {
    await openForm();
    await choose('bruno.lima and his bridges');
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('contains your email address'),
    );
  });

  it('asks for both fields on submit and focuses the first', async () => {
    await openForm();
    await userEvent.setup().click(saveButton());
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining('Choose a new password.'),
    );
    expect(confirmField()).toHaveAccessibleDescription('Type the new password again.');
  });

  it('says when the two passwords differ, and focuses the second', async () => {
    await openForm();
    await choose(newPassword, `${newPassword}!`);
    expect(confirmField()).toHaveAccessibleDescription('The two passwords do not match.');
    expect(confirmField()).toHaveFocus();
    expect(completions()).toHaveLength(0);
  });

  it('shows each field on its own toggle, and accepts a pasted password', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.click(passwordField());
    await user.paste(newPassword);
    expect(passwordField()).toHaveValue(newPassword);
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(confirmField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show the confirmation' }));
    expect(confirmField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(confirmField()).toHaveAttribute('type', 'text');
  });
});

describe('saving the new password', () => {
  it('sends the token and password, then goes to sign-in saying the password changed', async () => {
    sso.on('POST /api/sso/password-reset/complete', { status: 204 });
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    const { history } = await openForm();
    await choose(newPassword);
    await waitFor(() => expect(history.at(-1)).toBe('/login?reset=1'));
    expect(JSON.parse(completions()[0]?.body ?? '')).toEqual({
      token,
      password: newPassword,
      locale: 'en',
    });
    expect(history.some((entry) => entry.includes(token))).toBe(false);
    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
  });

  it("shows the service's verdict on the password and keeps what was typed", async () => {
    sso.on('POST /api/sso/password-reset/complete', {
      status: 400,
      body: { error: { code: 'invalid_request', fields: [{ field: 'password', code: 'common' }] } },
    });
    await openForm();
    await choose(newPassword);
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(
        expect.stringContaining('one of the most common passwords'),
      ),
    );
    expect(passwordField()).toHaveValue(newPassword);
    expect(confirmField()).toHaveValue(newPassword);
  });

  it('explains a link that expired while the user was typing', async () => {
    sso.on('POST /api/sso/password-reset/complete', {
      status: 410,
      body: { error: { code: 'reset_token_expired' } },
    });
    await openForm();
    await choose(newPassword);
    // In place of the form, and of the button that was pressed: the keyboard starts here.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired' }),
    ).toHaveFocus();
  });

  it('keeps both fields and explains a service that is down', async () => {
    sso.on('POST /api/sso/password-reset/complete', { status: 502, body: '<html>502</html>' });
    await openForm();
    await choose(newPassword);
    await waitFor(() => expect(alertText()).toHaveTextContent('not available right now'));
    expect(passwordField()).toHaveValue(newPassword);
    expect(confirmField()).toHaveValue(newPassword);
  });
});

describe('the link used elsewhere while the form is open', () => {
  function anotherTabReports(event: string) {
    const otherTab = new BroadcastChannel('gofy.session');
    otherTab.postMessage(event);
    otherTab.close();
  }

  it('says at once that the link was used when another tab reset the password', async () => {
    await openForm();
    await userEvent.setup().type(passwordField(), 'half of a new password');
    sso.on('POST /api/sso/password-reset/check', {
      status: 410,
      body: { error: { code: 'reset_token_used' } },
    });
    anotherTabReports('password-changed');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has already been used' }),
    ).toBeInTheDocument();
    expect(completions()).toHaveLength(0);
  });

  it.each([
    ['the tab is shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    [
      'the page comes back from the back/forward cache',
      () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
    ],
  ])('says the link was used when %s after it was used elsewhere', async (_label, showAgain) => {
    await openForm();
    sso.on('POST /api/sso/password-reset/check', {
      status: 410,
      body: { error: { code: 'reset_token_used' } },
    });
    act(showAgain);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has already been used' }),
    ).toBeInTheDocument();
  });

  it('tells the other tabs once the new password is saved', async () => {
    sso.on('POST /api/sso/password-reset/complete', { status: 204 });
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    const otherTab = new BroadcastChannel('gofy.session');
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (message) => resolve(message.data);
    });
    await openForm();
    await choose(newPassword);
    expect(await heard).toBe('password-changed');
    otherTab.close();
  });
});

describe('against the local SSO service', () => {
  const local = withLocalSsoService();

  it('sets a password the service then signs in with, in place of the old one', async () => {
    await fetch(`${local.service.url}/api/sso/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: bruno.email }),
    });
    await new Promise((resolve) => setImmediate(resolve));
    const link = local.service.service.outbox.latest(bruno.email, 'password-reset')?.variables
      .resetUrl;
    const { pathname, search } = new URL(link ?? '');

    const { history } = renderPortal(`${pathname}${search}`);
    await screen.findByText(`For the account ${bruno.email}.`);
    await choose(newPassword);
    await waitFor(() => expect(history.at(-1)).toBe('/login?reset=1'));

    expect((await login(local.service.url, { ...bruno })).status).toBe(401);
    expect(
      (await login(local.service.url, { email: bruno.email, password: newPassword })).status,
    ).toBe(200);
  });
});
