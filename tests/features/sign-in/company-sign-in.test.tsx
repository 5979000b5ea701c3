import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../session/manual-clock';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));

// The company providers' buttons on /login, and identifier first: what the page asks the SSO
// about an email's domain, and what it does with the answer. The round trip through a real
// provider is the browser's (tests/e2e/company-sign-in.test.ts).

compilePagesFirst({
  preload: () => import('../../../src/features/sign-in/company-sign-in/company-sign-in-part'),
});

const sso = stubServices(['sso'], {
  settings: {
    REACT_APP_COMPANY_SIGN_IN: 'microsoft,google',
    REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example',
  },
});

const signedOut = { status: 401, body: { error: { code: 'unauthenticated' } } };
const required = { body: { provider: 'microsoft', required: true } };
const suggested = { body: { provider: 'google', required: false } };
const none = { body: { provider: null, required: false } };

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const companyLinks = () => screen.getAllByRole('link', { name: /^Continue with / });
const discoveries = () =>
  sso.requests.filter((request) => request.path === '/api/sso/federation/discovery');

/** The /login page, signed out, its company buttons on screen. */
async function openSignIn(url = '/login', options: Parameters<typeof renderPortal>[1] = {}) {
  sso.on('GET /api/sso/whoami', signedOut);
  const view = renderPortal(url, options);
  await screen.findByRole('link', { name: 'Continue with Microsoft' });
  return view;
}

const startOf = (name: string) =>
  new URL(screen.getByRole('link', { name: `Continue with ${name}` }).getAttribute('href') ?? '');

describe('the company providers on /login', () => {
  it('offers each provider the deployment configures, in its order, as a link to the SSO’s start', async () => {
    await openSignIn();
    const links = companyLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Continue with Microsoft',
      'Continue with Google',
    ]);
    expect(links[0]).toHaveAttribute('href', `${sso.origin}/api/sso/federation/microsoft/start`);
    expect(links[1]).toHaveAttribute('href', `${sso.origin}/api/sso/federation/google/start`);
    expect(screen.getByText('Or use your company account')).toBeInTheDocument();
  });

  it('carries the return target, the email typed and “keep me signed in” to the start', async () => {
    sso.on('GET /api/sso/federation/discovery', none);
    await openSignIn('/login?redirect=%2Fsecurity%3Ftab%3D2');
    const user = userEvent.setup();
    await user.type(emailField(), 'ana.souza@gofy.example');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in on this device' }));
    const query = startOf('Google').searchParams;
    expect(query.get('redirect')).toBe('/security?tab=2');
    expect(query.get('login_hint')).toBe('ana.souza@gofy.example');
    expect(query.get('remember_me')).toBe('true');
  });

  it('leaves out a return target the page would not follow, which the SSO would refuse', async () => {
    await openSignIn('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(startOf('Microsoft').search).toBe(''));
  });

  it('sends no half-typed email to the provider', async () => {
    await openSignIn();
    await userEvent.setup().type(emailField(), 'ana.souza@gofy');
    expect(startOf('Microsoft').searchParams.has('login_hint')).toBe(false);
  });
});

describe('identifier first', () => {
  it('asks about the email’s domain once typing pauses, not at every key', async () => {
    const clock = manualClock();
    sso.on('GET /api/sso/federation/discovery', none);
    await openSignIn('/login', { clock });
    await userEvent.setup().type(emailField(), 'ana.souza@gofy.example');
    act(() => clock.advance(499));
    expect(discoveries()).toEqual([]);
    act(() => clock.advance(1));
    await waitFor(() => expect(discoveries()).toHaveLength(1));
  });

  it('says the brokerage signs in with its provider, and offers that button in place of the password', async () => {
    sso.on('GET /api/sso/federation/discovery', required);
    await openSignIn();
    await userEvent.setup().type(emailField(), 'marina.rocha@corretora-horizonte.example');
    const form = emailField().closest('form') as HTMLFormElement;
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'Your brokerage uses Microsoft to sign in.',
      ),
    );
    const button = await within(form).findByRole('link', { name: 'Continue with Microsoft' });
    expect(new URL(button.getAttribute('href') ?? '').searchParams.get('login_hint')).toBe(
      'marina.rocha@corretora-horizonte.example',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    // The other providers are not offered to an email its brokerage holds to one.
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('follows the required provider when the form is sent with Enter, and sends no password', async () => {
    sso.on('GET /api/sso/federation/discovery', required);
    await openSignIn();
    const user = userEvent.setup();
    await user.type(emailField(), 'marina.rocha@corretora-horizonte.example');
    const form = emailField().closest('form') as HTMLFormElement;
    const button = await within(form).findByRole('link', { name: 'Continue with Microsoft' });
    const followed = vi.fn((event: Event) => event.preventDefault());
    button.addEventListener('click', followed);
    await user.type(emailField(), '{Enter}');
    expect(followed).toHaveBeenCalledOnce();
    expect(sso.requests.filter((request) => request.path === '/api/sso/login')).toEqual([]);
  });

  it('gives the password back once the email is of another domain', async () => {
    sso.on('GET /api/sso/federation/discovery', required);
    await openSignIn();
    const user = userEvent.setup();
    await user.type(emailField(), 'marina.rocha@corretora-horizonte.example');
    await waitFor(() => expect(screen.queryByLabelText('Password')).not.toBeInTheDocument());
    sso.on('GET /api/sso/federation/discovery', none);
    await user.clear(emailField());
    await user.type(emailField(), 'ana.souza@gofy.example');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('puts the provider a domain suggests first, and says so, keeping the password', async () => {
    sso.on('GET /api/sso/federation/discovery', suggested);
    await openSignIn();
    await userEvent.setup().type(emailField(), 'rafael.costa@corretora-sol.example');
    await screen.findByText('Your brokerage can use Google to sign in');
    const links = companyLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Continue with Google',
      'Continue with Microsoft',
    ]);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  // The page keeps each domain's answer while it is open: each test here types a domain of its own.
  it('asks once per domain, whatever the name before the @', async () => {
    sso.on('GET /api/sso/federation/discovery', none);
    await openSignIn();
    const user = userEvent.setup();
    await user.type(emailField(), 'ana@corretora-lua.example');
    await waitFor(() => expect(discoveries()).toHaveLength(1));
    await user.clear(emailField());
    await user.type(emailField(), 'bruno@CORRETORA-LUA.example');
    sso.on('POST /api/sso/login', signedOut);
    // A request the page makes after the pause, to know it has passed.
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    await waitFor(() =>
      expect(sso.requests.some((request) => request.path === '/api/sso/login')).toBe(true),
    );
    expect(discoveries()).toHaveLength(1);
  });

  it('keeps the password form when the SSO cannot answer', async () => {
    sso.on('GET /api/sso/federation/discovery', { status: 503, body: '' });
    await openSignIn();
    await userEvent.setup().type(emailField(), 'marina@corretora-mar.example');
    await waitFor(() => expect(discoveries()).toHaveLength(1));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});

describe('a password the SSO refuses for the company’s provider', () => {
  const refusal = {
    status: 403,
    body: {
      error: {
        code: 'federation_required',
        message: 'This email’s company signs in with its own provider.',
        provider: 'microsoft',
      },
    },
  };

  // Discovery could not say (503): the SSO's refusal of the password is how the page learns.
  async function refusedPassword(email: string) {
    sso.on('GET /api/sso/federation/discovery', { status: 503, body: '' });
    sso.on('POST /api/sso/login', refusal);
    await openSignIn();
    const user = userEvent.setup();
    await user.type(emailField(), email);
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    return user;
  }

  it('offers that provider’s button in place of the password, which takes the keyboard', async () => {
    await refusedPassword('someone@corretora-rio.example');
    const form = emailField().closest('form') as HTMLFormElement;
    const button = await within(form).findByRole('link', { name: 'Continue with Microsoft' });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Your brokerage uses Microsoft to sign in.',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    // Said once, by the form: the alert does not repeat it.
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await waitFor(() => expect(button).toHaveFocus());
    expect(new URL(button.getAttribute('href') ?? '').searchParams.get('login_hint')).toBe(
      'someone@corretora-rio.example',
    );
  });

  it('offers no password reset for an email whose password no longer signs in', async () => {
    await refusedPassword('someone@corretora-rio.example');
    await screen.findByRole('link', { name: 'Continue with Microsoft' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument(),
    );
  });

  it('gives the password and its reset back once another email is typed', async () => {
    const user = await refusedPassword('someone@corretora-rio.example');
    await waitFor(() => expect(screen.queryByLabelText('Password')).not.toBeInTheDocument());
    await user.clear(emailField());
    await user.type(emailField(), 'ana.souza@gofy.example');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

describe('an email whose brokerage requires its provider, as discovery found', () => {
  it('offers no password reset', async () => {
    sso.on('GET /api/sso/federation/discovery', required);
    await openSignIn();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.setup().type(emailField(), 'marina.rocha@corretora-horizonte.example');
    await waitFor(() => expect(screen.queryByLabelText('Password')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
  });
});

describe('a deployment that offers no company sign-in', () => {
  it('shows no provider and asks the SSO nothing about an email', async () => {
    sso.configure({ REACT_APP_COMPANY_SIGN_IN: '' });
    sso.on('GET /api/sso/whoami', signedOut);
    const clock = manualClock();
    renderPortal('/login', { clock });
    await userEvent.setup().type(emailField(), 'marina.rocha@corretora-horizonte.example');
    act(() => clock.advance(60_000));
    expect(clock.pending).toBe(0);
    expect(screen.queryByRole('link', { name: /^Continue with/ })).not.toBeInTheDocument();
    expect(discoveries()).toEqual([]);
  });
});
