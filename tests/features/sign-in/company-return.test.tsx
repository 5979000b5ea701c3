import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignUpPage } from '../../../src/app/lazy-pages';
import { leavePortal } from '../../../src/app/leave-portal';
import type { Locale } from '../../../src/i18n/locale';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { app, linked, signedOut, stubCompanyReturn, waitingToLink } from './company-return-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

// A company sign-in's return to /login: the failures the SSO names, the request for an account
// filled in from the company account no account has, and linking a company account after the
// broker signs in once. Browser tests go through a real provider (tests/e2e/).

const sso = stubCompanyReturn(SignUpPage);

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

function requests(method: string, path: string) {
  return sso.requests.filter((request) => request.method === method && request.path === path);
}

/** The alert that says `words`: the form keeps an alert of its own, empty until it fails. */
async function alertSaying(words: string) {
  await waitFor(() =>
    expect(
      screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes(words)),
    ).toHaveLength(1),
  );
}

/** The SSO taking Ana's password: its session is then the one whoami knows. */
function acceptSignIn() {
  sso.on('POST /api/sso/login', { body: signedInBody });
  sso.on('GET /api/sso/whoami', () =>
    requests('POST', '/api/sso/login').length > 0 ? { body: signedInBody } : signedOut,
  );
}

function openSignIn(query: string, locale: Locale = 'en') {
  sso.on('GET /api/sso/whoami', signedOut);
  // Identifier first, for the email the page fills in.
  sso.on('GET /api/sso/federation/discovery', { body: { provider: null, required: false } });
  return renderPortal(`/login?${query}`, { locale });
}

describe('a company sign-in that failed', () => {
  it.each([
    ['cancelled', 'You canceled signing in on your company’s page.'],
    ['state_missing', 'This sign-in did not start in this browser'],
    ['state_expired', 'it took more than 10 minutes, or it was already used'],
    ['state_mismatch', 'This sign-in was stopped to protect your account'],
    ['code_reused', 'it may have been used already'],
    ['provider_unavailable', 'Your company’s sign-in service could not be reached.'],
    ['provider_error', 'sent an answer gofy could not accept'],
    ['issuer_mismatch', 'The answer did not come from your company’s sign-in service'],
    ['email_unverified', 'Your company account’s email is not verified'],
    ['wrong_provider', 'Your brokerage requires another company account to sign in.'],
    ['too_many_starts', 'Try again in 10 minutes, or sign in with your password.'],
    ['a_newer_code', 'Signing in with your company account did not work.'],
  ])('says what happened and what to do: %s', async (code, words) => {
    openSignIn(`federation_error=${code}`);
    await alertSaying(words);
    // What to do is on the page: the providers, and the password form.
    expect(screen.getByRole('link', { name: 'Continue with Microsoft' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('says it in Portuguese too', async () => {
    openSignIn('federation_error=provider_unavailable', 'pt-BR');
    await alertSaying(
      'Não foi possível falar com o servidor da sua empresa. Tente novamente em alguns minutos ou entre com sua senha.',
    );
  });

  it('says in Portuguese how many minutes to wait after too many starts', async () => {
    openSignIn('federation_error=too_many_starts', 'pt-BR');
    await alertSaying('Tente novamente em 10 minutos ou entre com sua senha.');
  });

  it('offers an unknown company account the request for an account, once the SSO has said who asks', async () => {
    sso.on('GET /api/sso/federation/pending', {
      body: {
        kind: 'access_request',
        provider: 'google',
        email: 'rafael.costa@corretora-sol.example',
        name: 'Rafael Costa',
        expiresAt: inTenMinutes(),
        startedOnPortal: true,
      },
    });
    const { history } = openSignIn('federation_error=unknown_account');
    await alertSaying('No gofy account has the email of this company account. Ask for an account');
    const alert = screen.getAllByRole('alert').find((element) => element.textContent);
    await userEvent.setup().click(await within(alert as HTMLElement).findByRole('link'));
    await screen.findByRole('heading', { level: 1, name: 'Ask for a gofy account' });
    // The name and the email go in the history entry's state (the browser test reads them in
    // the form), never in the address.
    expect(history.at(-1)).toBe('/signup');
    expect(requests('GET', '/api/sso/federation/pending')).toHaveLength(1);
  });
});

describe('the request for an account', () => {
  it('comes filled in with the name and email carried to it', async () => {
    history.replaceState({ name: 'Rafael Costa', email: 'rafael.costa@corretora-sol.example' }, '');
    renderPortal('/signup');
    expect(await screen.findByRole('textbox', { name: 'Your full name' })).toHaveValue(
      'Rafael Costa',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'rafael.costa@corretora-sol.example',
    );
  });
});

describe('a company account waiting to be linked', () => {
  it('says which, fills in its email, and links it once the broker has signed in', async () => {
    sso.on('GET /api/sso/federation/pending', waitingToLink());
    sso.on('POST /api/sso/federation/link', linked);
    openSignIn(`federation=link&redirect=${encodeURIComponent(app)}`);
    acceptSignIn();
    await screen.findByText(
      'To link your Google account (ana.souza@gofy.example) to gofy, sign in once with your password or passkey. After that, “Continue with Google” is enough.',
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana.souza@gofy.example'),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Company account linked',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'Your Google account (ana.souza@gofy.example) is now linked to gofy. Next time, choose “Continue with Google” to sign in.',
      ),
    ).toBeInTheDocument();
    expect(requests('POST', '/api/sso/federation/link')).toHaveLength(1);
    // Only once the broker has read it does the page go on, to where the sign-in was headed.
    expect(leavePortal).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
  });

  it('says why it was not linked, and goes on signed in', async () => {
    sso.on('GET /api/sso/federation/pending', waitingToLink());
    sso.on('POST /api/sso/federation/link', {
      status: 409,
      body: { error: { code: 'federation_already_linked', message: 'Linked already.' } },
    });
    openSignIn(`federation=link&redirect=${encodeURIComponent(app)}`);
    acceptSignIn();
    await screen.findByText(/To link your Google account/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Company account not linked' });
    expect(
      screen.getByText(/your gofy account already has a Google account, or this one is linked/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
  });

  it('says when it has waited too long, and then signs in without linking', async () => {
    sso.on('GET /api/sso/federation/pending', {
      status: 404,
      body: { error: { code: 'not_found', message: 'Nothing waits.' } },
    });
    openSignIn(`federation=link&redirect=${encodeURIComponent(app)}`);
    acceptSignIn();
    await screen.findByText(
      'The 10 minutes to link your company account have run out. Choose it below to sign in with it again.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana.souza@gofy.example');
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
    expect(requests('POST', '/api/sso/federation/link')).toEqual([]);
  });

  it('links it after the code step of an account with a second factor', async () => {
    sso.on('GET /api/sso/federation/pending', waitingToLink());
    sso.on('GET /api/sso/login/second-factor', {
      body: {
        secondFactor: {
          expiresAt: inTenMinutes(),
          enrol: false,
          methods: ['totp'],
          rememberMe: false,
          email: 'carla.mendes@gofy.example',
        },
      },
    });
    sso.on('POST /api/sso/login/second-factor', { body: signedInBody });
    // Asked after the code, should the browser not show it kept the session's cookie.
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    sso.on('POST /api/sso/federation/link', linked);
    renderPortal(`/login/code?federation=link&redirect=${encodeURIComponent(app)}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Company account linked' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
  });
});
