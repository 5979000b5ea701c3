import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUnreadCount, resetNotificationsClient } from '../../src/api/notifications';
import { unanswered } from '../support/stub-server';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['notifications']);

afterEach(async () => {
  vi.restoreAllMocks();
});

describe('fetchUnreadCount', () => {
  it('returns the unread count the service answers', async () => {
    stub.on('GET /api/notifications/unread-count', { body: { unread: 3 } });
    expect(await fetchUnreadCount()).toEqual({ ok: true, unread: 3 });
    expect(stub.requests[0]?.headers.accept).toBe('application/json');
  });

  it.each([[{ unread: -1 }], [{ unread: 2.5 }], [{ unread: '3' }], [{}], ['<html>Sign in</html>']])(
    'refuses the body %j as malformed',
    async (body) => {
      stub.on('GET /api/notifications/unread-count', { body });
      expect(await fetchUnreadCount()).toEqual({ ok: false, failure: 'malformed' });
    },
  );

  it('reports 401 as signed out', async () => {
    stub.on('GET /api/notifications/unread-count', {
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    });
    expect(await fetchUnreadCount()).toEqual({ ok: false, failure: 'signed-out' });
  });

  it('reports a server error as unavailable', async () => {
    stub.on('GET /api/notifications/unread-count', { status: 503, body: '' });
    expect(await fetchUnreadCount()).toEqual({ ok: false, failure: 'unavailable' });
  });

  it('gives up with a timeout when the service is slow', async () => {
    stub.on('GET /api/notifications/unread-count', { body: { unread: 1 }, until: unanswered });
    resetNotificationsClient({ timeoutMs: 200 });
    expect(await fetchUnreadCount()).toEqual({ ok: false, failure: 'timeout' });
  });
});
