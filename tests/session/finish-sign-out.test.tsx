import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finishPendingSignOut, keepFinishingSignOut } from '../../src/session/finish-sign-out';
import { watchNetwork } from '../support/network-quiet';
import { renderPortal } from '../support/render-portal';
import { stubServices } from '../support/stub-services';
import { manualClock } from './manual-clock';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const sso = stubServices(['sso']);

beforeEach(() => {
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
  sso.on('POST /api/sso/logout', { status: 204 });
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

describe('the retries of a queued logout', () => {
  it('are one loop, whoever keeps trying: the start of the portal and the sign-out page', async () => {
    localStorage.setItem('gofy.pendingLogout', JSON.stringify({ at: 1, sessionId: 's-42' }));
    sso.on('POST /api/sso/logout', () =>
      logouts().length === 1 ? { status: 503 } : { status: 204 },
    );
    const network = watchNetwork();
    const clock = manualClock();
    const told: string[] = [];
    // main.tsx at the page's start, whose try fails; then the sign-out page, opened meanwhile.
    keepFinishingSignOut({ clock, onFinished: () => told.push('start') });
    await network.settled();
    keepFinishingSignOut({ clock, afterFailure: true, onFinished: () => told.push('page') });
    expect(clock.pending).toBe(1);

    clock.advance(1_000);
    await network.settled();
    expect(logouts()).toHaveLength(2);
    expect(told).toEqual(['start', 'page']);
    expect(localStorage.getItem('gofy.pendingLogout')).toBeNull();
    expect(clock.pending).toBe(0);
  });

  it('stop once nobody waits for them', async () => {
    localStorage.setItem('gofy.pendingLogout', JSON.stringify({ at: 1, sessionId: 's-42' }));
    const clock = manualClock();
    const withdraw = keepFinishingSignOut({ clock, afterFailure: true });
    expect(clock.pending).toBe(1);
    withdraw();
    expect(clock.pending).toBe(0);
    clock.advance(60_000);
    expect(logouts()).toHaveLength(0);
  });
});
