import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import type { StubServer } from '../../support/stub-server';
import {
  brunosApps,
  requestsTo,
  signedIn,
  startSuiteStub,
  toursAre,
  unauthenticated,
} from './suite-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

let stub: StubServer;

beforeEach(async () => {
  stub = await startSuiteStub();
  toursAre(stub, 'completed');
});

afterEach(async () => {
  expect(stub.unexpected).toEqual([]);
  await stub.close();
});

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const inTwelveHours = () => new Date(Date.now() + 12 * 3_600_000).toISOString();

async function signedInAt(url: string, expiresAt = inTwelveHours()) {
  stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps, { expiresAt }) });
  const view = renderPortal(url);
  await screen.findByRole('heading', { name: 'Hello, Ana' });
  return view;
}

function tabShownAgain() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('a session that ends while the page is open', () => {
  it('is noticed when the tab is shown again, and the page says so', async () => {
    await signedInAt('/');
    stub.on('GET /api/sso/whoami', unauthenticated);
    tabShownAgain();
    const heading = await screen.findByRole('heading', { name: 'Your session has ended' });
    // Focus moves in an effect after the heading renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'Education' })).not.toBeInTheDocument();
  });

  it('sends the user to sign in, to come back where they were', async () => {
    const { history } = await signedInAt('/?tab=recent');
    stub.on('GET /api/sso/whoami', unauthenticated);
    tabShownAgain();
    const signIn = await screen.findByRole('link', { name: 'Sign in again' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2F%3Ftab%3Drecent');
    await userEvent.setup().click(signIn);
    expect(history.at(-1)).toBe('/login?redirect=%2F%3Ftab%3Drecent');
  });

  it('is noticed when the page comes back from the back/forward cache', async () => {
    await signedInAt('/');
    stub.on('GET /api/sso/whoami', unauthenticated);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(
      await screen.findByRole('heading', { name: 'Your session has ended' }),
    ).toBeInTheDocument();
  });

  it('is noticed at the moment it was due to end', async () => {
    await signedInAt('/', new Date(Date.now() + 500).toISOString());
    stub.on('GET /api/sso/whoami', unauthenticated);
    expect(
      await screen.findByRole('heading', { name: 'Your session has ended' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('leaves none of the user behind in the browser', async () => {
    localStorage.setItem('gofy.recentApps', '["education"]');
    localStorage.setItem('gofy.locale', 'en');
    await signedInAt('/');
    stub.on('GET /api/sso/whoami', unauthenticated);
    tabShownAgain();
    await screen.findByRole('heading', { name: 'Your session has ended' });
    expect(Object.keys(localStorage)).toEqual(['gofy.locale']);
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
    expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
  });

  it('says so when the session could not be extended, and lets the user try again', async () => {
    stub.on('POST /api/sso/session/refresh', { status: 503, body: '' });
    await signedInAt('/', inAMinute());
    const stay = await screen.findByRole('button', { name: 'Stay signed in' });
    await userEvent.setup().click(stay);
    expect(await screen.findByText(/We could not keep you signed in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeEnabled();
  });

  it('shows the session ended when it was too late to extend it', async () => {
    stub.on('POST /api/sso/session/refresh', unauthenticated);
    await signedInAt('/', inAMinute());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(
      await screen.findByRole('heading', { name: 'Your session has ended' }),
    ).toBeInTheDocument();
  });

  it('does not warn while the end is further away', async () => {
    await signedInAt('/', new Date(Date.now() + 5 * 60_000).toISOString());
    expect(screen.queryByText('Your session is about to end.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
  });
});
