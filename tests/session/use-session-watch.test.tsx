import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSession } from '../../src/api/known-session';
import { parseSignedIn, type SignedIn } from '../../src/api/sso-responses';
import { type SessionWatchOptions, useSessionWatch } from '../../src/session/use-session-watch';
import { type NetworkWatch, watchNetwork } from '../support/network-quiet';
import { signedInBody } from '../support/stub-server';
import { stubServices } from '../support/stub-services';
import { type ManualClock, manualClock } from './manual-clock';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const sso = stubServices(['sso']);

let clock: ManualClock;
let network: NetworkWatch;

beforeEach(async () => {
  network = watchNetwork();
  sso.on('GET /api/sso/whoami', { body: signedInBody });
  clock = manualClock();
});

afterEach(async () => {
  vi.restoreAllMocks();
});

const minute = 60_000;
const whoamis = () => sso.requests.filter((request) => request.path === '/api/sso/whoami');
const watch = (options: SessionWatchOptions = {}) =>
  renderHook(() => useSessionWatch({ clock, ...options }));
/** Moves the watch's clock on, as the minutes pass for the page. */
const pass = (ms: number) => act(() => clock.advance(ms));

describe('watching the session', () => {
  it('starts from the session an answer of a moment ago confirmed, without asking again', async () => {
    // What the sign-in page leaves behind when it sends the user to the main screen.
    rememberSession(parseSignedIn(signedInBody) as SignedIn);
    const { result } = watch();
    expect(result.current.state).toMatchObject({
      status: 'signed-in',
      signedIn: { user: { name: 'Ana Souza' } },
    });
    await network.settled();
    expect(whoamis()).toHaveLength(0);
  });

  it('asks on arrival when the last answer is more than a few seconds old', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T10:00:00Z'));
    rememberSession(parseSignedIn(signedInBody) as SignedIn);
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T10:00:06Z'));
    const { result } = watch();
    expect(result.current.state.status).toBe('checking');
    await waitFor(() => expect(whoamis()).toHaveLength(1));
  });

  it('asks whoami again every interval while the page is visible', async () => {
    const { result } = watch({ checkEveryMs: minute });
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    pass(minute);
    await waitFor(() => expect(whoamis()).toHaveLength(2));
    pass(minute);
    await waitFor(() => expect(whoamis()).toHaveLength(3));
  });

  it('does not ask while the page is hidden', async () => {
    const { result } = watch({ checkEveryMs: minute });
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    pass(3 * minute);
    await network.settled();
    expect(whoamis()).toHaveLength(1);
  });

  it('reports signed-out, not ended, when the first answer is 401', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    const { result } = watch();
    await waitFor(() => expect(result.current.state.status).toBe('signed-out'));
  });

  it('stops asking once the session has ended', async () => {
    const { result } = watch({ checkEveryMs: minute });
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    pass(minute);
    await waitFor(() => expect(result.current.state.status).toBe('ended'));
    const after = whoamis().length;
    pass(3 * minute);
    await network.settled();
    expect(whoamis()).toHaveLength(after);
  });

  it('warns from the configured time before the end', async () => {
    sso.on('GET /api/sso/whoami', {
      body: {
        ...signedInBody,
        session: {
          id: 's1',
          expiresAt: new Date(clock.now() + 10_600).toISOString(),
          absoluteExpiresAt: new Date(clock.now() + 60_000).toISOString(),
          remembered: false,
        },
      },
    });
    const { result } = watch({ warnBeforeMs: 10_000 });
    await waitFor(() => expect(result.current.state.status).toBe('signed-in'));
    pass(599);
    expect(result.current.expiringSoon).toBe(false);
    pass(1);
    expect(result.current.expiringSoon).toBe(true);
  });
});
