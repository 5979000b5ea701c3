import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Locale } from '../../../src/i18n/locale';
import { afterReactEffects } from '../../support/react-effects';
import { renderPortal } from '../../support/render-portal';
import { brunosApps, requestsTo, signedIn, stubMainScreen, unauthenticated } from './suite-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubMainScreen();

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const inTwelveHours = () => new Date(Date.now() + 12 * 3_600_000).toISOString();

async function signedInAt(url: string, expiresAt = inTwelveHours()) {
  stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps, { expiresAt }) });
  const view = renderPortal(url);
  await screen.findByRole('heading', { name: 'Hello, Ana' });
  // The session watch listens for the tab shown again from its effects.
  await afterReactEffects();
  return view;
}

/** On the main screen in the last minute of a session at its absolute end (24 hours old). */
async function atTheAbsoluteEnd(
  url: string,
  { endsAt = inAMinute(), locale = 'en' as Locale, greeting = 'Hello, Ana' } = {},
) {
  stub.on('GET /api/sso/whoami', {
    body: signedIn(brunosApps, { expiresAt: endsAt, absoluteExpiresAt: endsAt }),
  });
  const view = renderPortal(url, { locale });
  await screen.findByRole('heading', { name: greeting });
  await afterReactEffects();
  return view;
}

function tabShownAgain() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('a session that ends while the page is open', () => {
  const endedTarget = (here: string) =>
    `/login?${new URLSearchParams({ redirect: here, ended: '1' })}`;

  it('is noticed when the tab is shown again, and the user is sent to sign in, told why', async () => {
    const { history } = await signedInAt('/');
    stub.on('GET /api/sso/whoami', unauthenticated);
    tabShownAgain();
    await waitFor(() => expect(history.at(-1)).toBe(endedTarget('/')));
    expect(
      await screen.findByText('Your session has ended, for your security.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Education' })).not.toBeInTheDocument();
  });

  it('sends the user to sign in, to come back where they were', async () => {
    const { history } = await signedInAt('/?tab=recent');
    stub.on('GET /api/sso/whoami', unauthenticated);
    tabShownAgain();
    await waitFor(() => expect(history.at(-1)).toBe(endedTarget('/?tab=recent')));
  });

  it('is noticed when the page comes back from the back/forward cache', async () => {
    const { history } = await signedInAt('/');
    stub.on('GET /api/sso/whoami', unauthenticated);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(history.at(-1)).toBe(endedTarget('/')));
  });

  it('takes the user off the page as it goes into the back/forward cache, and back after whoami', async () => {
    await signedInAt('/');
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    // Synchronously: the cached page is frozen right after this event.
    expect(screen.queryByText('Hello, Ana')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
  });

  it('is noticed at the moment it was due to end', async () => {
    // The page's clock and timers are moved by the test. They also follow real time, as
    // testing-library's waits end on a zero-delay timer of their own.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // Sooner than the minute between periodic checks, so only the check at the end can see it.
    const { history } = await signedInAt('/', new Date(Date.now() + 30_000).toISOString());
    stub.on('GET /api/sso/whoami', unauthenticated);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(history.at(-1)).toBe(endedTarget('/')));
  });

  it('leaves none of the user behind in the browser', async () => {
    localStorage.setItem('gofy.recentApps', '["education"]');
    localStorage.setItem('gofy.installOfferDeclined', '1795000000000');
    const { history } = await signedInAt('/');
    stub.on('GET /api/sso/whoami', unauthenticated);
    tabShownAgain();
    await waitFor(() => expect(history.at(-1)).toBe(endedTarget('/')));
    expect(Object.keys(localStorage)).toEqual(['gofy.installOfferDeclined']);
  });

  it('is not mistaken for a network failure, which keeps the page as it is', async () => {
    await signedInAt('/');
    stub.on('GET /api/sso/whoami', { status: 502, body: '<html>Bad Gateway</html>' });
    tabShownAgain();
    await waitFor(() => expect(requestsTo(stub, 'GET', '/api/sso/whoami')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /session has ended/ })).not.toBeInTheDocument();
  });
});

describe('shortly before the session ends', () => {
  it('warns, naming the time it ends', async () => {
    await signedInAt('/', inAMinute());
    const warning = await screen.findByText('Your session is about to end.');
    expect(warning.closest('[role=alert]')).toHaveTextContent(
      /For your security, you will be signed out at \d{1,2}:\d{2}/,
    );
  });

  it('keeps the session going with one click, and the warning goes', async () => {
    stub.on('POST /api/sso/session/refresh', { body: signedIn(brunosApps) });
    await signedInAt('/', inAMinute());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() =>
      expect(screen.queryByText('Your session is about to end.')).not.toBeInTheDocument(),
    );
    expect(requestsTo(stub, 'POST', '/api/sso/session/refresh')).toHaveLength(1);
    // The button went with the warning: the keyboard is on the page's heading, not lost.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toHaveFocus());
  });

  it('says so when the session could not be extended, and lets the user try again', async () => {
    stub.on('POST /api/sso/session/refresh', { status: 503, body: '' });
    await signedInAt('/', inAMinute());
    const stay = await screen.findByRole('button', { name: 'Stay signed in' });
    await userEvent.setup().click(stay);
    expect(await screen.findByText(/We could not keep you signed in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeEnabled();
  });

  it('sends the user to sign in when it was too late to extend the session', async () => {
    stub.on('POST /api/sso/session/refresh', unauthenticated);
    const { history } = await signedInAt('/', inAMinute());
    // The SSO has ended the session: the sign-in page's check on arrival hears so too, rather
    // than sending the user straight back in after the test has finished.
    stub.on('GET /api/sso/whoami', unauthenticated);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(history.at(-1)).toBe('/login?redirect=%2F&ended=1'));
    await waitFor(() => expect(requestsTo(stub, 'GET', '/api/sso/whoami')).toHaveLength(2));
    expect(history.at(-1)).toBe('/login?redirect=%2F&ended=1');
  });

  it('does not warn while the end is further away', async () => {
    await signedInAt('/', new Date(Date.now() + 5 * 60_000).toISOString());
    expect(screen.queryByText('Your session is about to end.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
  });
});

describe('shortly before the session reaches its absolute end', () => {
  it('says it cannot be extended again, naming the time it ends, with no button to try', async () => {
    await atTheAbsoluteEnd('/');
    const warning = await screen.findByText('Your session is about to end.');
    expect(warning.closest('[role=alert]')).toHaveTextContent(
      /It cannot be extended again: for your security, you will be signed out at \d{1,2}:\d{2}\s?[AP]M\. Sign in again to return to this page\./,
    );
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
  });

  it('says so in Portuguese', async () => {
    await atTheAbsoluteEnd('/', { locale: 'pt-BR', greeting: 'Olá, Ana' });
    const warning = await screen.findByText('Sua sessão vai terminar em breve.');
    expect(warning.closest('[role=alert]')).toHaveTextContent(
      /Ela não pode mais ser prorrogada: por segurança, será encerrada às \d{1,2}:\d{2}\. É só entrar novamente para voltar a esta página\./,
    );
    expect(
      screen.queryByRole('button', { name: 'Manter a sessão aberta' }),
    ).not.toBeInTheDocument();
  });

  it('says so once Stay signed in has taken the session up to its absolute end', async () => {
    const end = new Date(Date.now() + 90_000).toISOString();
    stub.on('POST /api/sso/session/refresh', {
      body: signedIn(brunosApps, { expiresAt: end, absoluteExpiresAt: end }),
    });
    await signedInAt('/', inAMinute());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByText(/It cannot be extended again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
    expect(requestsTo(stub, 'POST', '/api/sso/session/refresh')).toHaveLength(1);
  });

  it('sends the user to sign in when it comes, and back to the same page after', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { history } = await atTheAbsoluteEnd('/?tab=recent', {
      endsAt: new Date(Date.now() + 30_000).toISOString(),
    });
    const loggedIn = () => requestsTo(stub, 'POST', '/api/sso/login').length > 0;
    stub.on('GET /api/sso/whoami', () =>
      loggedIn() ? { body: signedIn(brunosApps) } : unauthenticated,
    );
    stub.on('POST /api/sso/login', { body: signedIn(brunosApps) });
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        `/login?${new URLSearchParams({ redirect: '/?tab=recent', ended: '1' })}`,
      ),
    );

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(
      await screen.findByRole('textbox', { name: 'Email' }),
      'ana.souza@gofy.example',
    );
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.at(-1)).toBe('/?tab=recent'));
  });
});
