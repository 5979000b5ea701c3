import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '../../../src/api/known-session';
import { resetSsoClient } from '../../../src/api/sso';
import { useConfig } from '../../support/mock-config';
import { renderPortal } from '../../support/render-portal';
import { type StubServer, startStubServer } from '../../support/stub-server';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

let sso: StubServer;

beforeEach(async () => {
  sso = await startStubServer();
  useConfig({ REACT_APP_SSO_API_URL: `${sso.origin}/api/sso` });
  resetSsoClient({ timeoutMs: 10_000 });
});

afterEach(async () => {
  vi.restoreAllMocks();
  expect(sso.unexpected).toEqual([]);
  await sso.close();
});

const logouts = () => sso.requests.filter((request) => request.path === '/api/sso/logout');

describe('signing out', () => {
  it('ends the server session and says so, with a way to sign in again', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    renderPortal('/logout');
    const heading = await screen.findByRole('heading', { level: 1, name: 'You have signed out' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(logouts()).toHaveLength(1);
  });

  it('forgets everything stored for the user but the language choice', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    localStorage.setItem('gofy.locale', 'en');
    localStorage.setItem('gofy.recentApps', '["pipeline"]');
    sessionStorage.setItem('draft', 'something');
    renderPortal('/logout');
    await screen.findByRole('heading', { name: 'You have signed out' });
    expect(Object.keys(localStorage)).toEqual(['gofy.locale']);
    expect(sessionStorage).toHaveLength(0);
  });

  it('is honest when the server cannot be reached, and finishes when the connection returns', async () => {
    rememberSession({
      user: { id: 'u1', email: 'ana.souza@gofy.example', name: 'Ana Souza', apps: [] },
      session: { id: 's-42', expiresAt: new Date('2030-01-01T00:00:00Z') },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal('/logout');
    expect(
      await screen.findByRole('heading', { name: 'Signed out on this device' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'We could not reach the server, so your session may stay active until we can.',
    );
    expect(screen.queryByText('You have signed out')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('gofy.pendingLogout') ?? '{}')).toMatchObject({
      sessionId: 's-42',
    });

    sso.on('POST /api/sso/logout', { status: 204 });
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    expect(JSON.parse(logouts()[0]?.body ?? '{}')).toEqual({ sessionId: 's-42' });
    await waitFor(() => expect(localStorage.getItem('gofy.pendingLogout')).toBeNull());
  });

  it('does not claim the server session ended when the server fails', async () => {
    sso.on('POST /api/sso/logout', { status: 502, body: '<html>Bad Gateway</html>' });
    renderPortal('/logout');
    expect(
      await screen.findByRole('heading', { name: 'Signed out on this device' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('gofy.pendingLogout')).not.toBeNull();
  });
});
