import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '../../src/api/known-session';
import { resetSsoClient } from '../../src/api/sso';
import { parseSignedIn, type SignedIn } from '../../src/api/sso-responses';
import { useSessionWatch } from '../../src/session/use-session-watch';
import { useConfig } from '../support/mock-config';
import { type StubServer, signedInBody, startStubServer } from '../support/stub-server';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

let sso: StubServer;

beforeEach(async () => {
  sso = await startStubServer();
  useConfig({ REACT_APP_SSO_API_URL: `${sso.origin}/api/sso` });
  resetSsoClient({ timeoutMs: 10_000 });
  sso.on('GET /api/sso/whoami', { body: signedInBody });
});

afterEach(async () => {
  vi.restoreAllMocks();
  expect(sso.unexpected).toEqual([]);
  await sso.close();
});

const whoamis = () => sso.requests.filter((request) => request.path === '/api/sso/whoami');

describe('watching the session', () => {
  it('starts from the session an answer of a moment ago confirmed, without asking again', async () => {
    // What the sign-in page leaves behind when it sends the user to the main screen.
    rememberSession(parseSignedIn(signedInBody) as SignedIn);
    const { result } = renderHook(() => useSessionWatch({ checkEveryMs: 60_000 }));
    expect(result.current.state).toMatchObject({
      status: 'signed-in',
      signedIn: { user: { name: 'Ana Souza' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(whoamis()).toHaveLength(0);
  });

  it('asks on arrival when the last answer is more than a few seconds old', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T10:00:00Z'));
    rememberSession(parseSignedIn(signedInBody) as SignedIn);
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T10:00:06Z'));
    const { result } = renderHook(() => useSessionWatch({ checkEveryMs: 60_000 }));
    expect(result.current.state.status).toBe('checking');
    await waitFor(() => expect(whoamis()).toHaveLength(1));
  });

  it('asks whoami again every interval while the page is visible', async () => {
    const { result } = renderHook(() => useSessionWatch({ checkEveryMs: 150 }));
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    await waitFor(() => expect(whoamis().length).toBeGreaterThanOrEqual(3));
  });

  it('does not ask while the page is hidden', async () => {
    const { result } = renderHook(() => useSessionWatch({ checkEveryMs: 100 }));
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    // A check sent just before the page was hidden may still be on its way to the server.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const before = whoamis().length;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(whoamis()).toHaveLength(before);
  });

  it('reports signed-out, not ended, when the first answer is 401', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    const { result } = renderHook(() => useSessionWatch());
    await waitFor(() => expect(result.current.state.status).toBe('signed-out'));
  });

  it('stops asking once the session has ended', async () => {
    const { result } = renderHook(() => useSessionWatch({ checkEveryMs: 100 }));
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    await waitFor(() => expect(result.current.state.status).toBe('ended'));
    const after = whoamis().length;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(whoamis()).toHaveLength(after);
  });

  it('warns from the configured time before the end', async () => {
    sso.on('GET /api/sso/whoami', {
      body: {
        ...signedInBody,
        session: { id: 's1', expiresAt: new Date(Date.now() + 10_600).toISOString() },
      },
    });
    const { result } = renderHook(() => useSessionWatch({ warnBeforeMs: 10_000 }));
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    expect(result.current.expiringSoon).toBe(false);
    await waitFor(() => expect(result.current.expiringSoon).toBe(true), { timeout: 2000 });
  });
});
