import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSsoClient } from '../../src/api/sso-calls';
import { finishPendingSignOut } from '../../src/session/finish-sign-out';
import { useConfig } from '../support/mock-config';
import { watchNetwork } from '../support/network-quiet';
import { renderPortal } from '../support/render-portal';
import { type StubServer, startStubServer } from '../support/stub-server';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

let sso: StubServer;

beforeEach(async () => {
  sso = await startStubServer();
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
  sso.on('POST /api/sso/logout', { status: 204 });
  useConfig({ REACT_APP_SSO_API_URL: `${sso.origin}/api/sso` });
  resetSsoClient({ timeoutMs: 10_000 });
});

afterEach(async () => {
  expect(sso.unexpected).toEqual([]);
  await sso.close();
});

const logouts = () => sso.requests.filter((request) => request.path === '/api/sso/logout');

describe('a logout queued while offline', () => {
  it('is sent once when the start of the portal and the sign-in page find it together', async () => {
    localStorage.setItem('gofy.pendingLogout', JSON.stringify({ at: 1, sessionId: 's-42' }));
    const network = watchNetwork();
    // main.tsx at the page's start, and the sign-in page's own check as it arrives.
    const fromTheStart = finishPendingSignOut();
    renderPortal('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(await fromTheStart).toBe('sent');
    await network.settled();
    expect(logouts()).toHaveLength(1);
    expect(localStorage.getItem('gofy.pendingLogout')).toBeNull();
  });
});
