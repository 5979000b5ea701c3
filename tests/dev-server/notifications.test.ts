import { afterEach, describe, expect, it } from 'vitest';
import { bruno, type RunningService, signedInCookie, startService } from './support';

let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

function unreadCount(url: string, cookie?: string): Promise<Response> {
  return fetch(`${url}/api/notifications/unread-count`, cookie ? { headers: { cookie } } : {});
}

describe('the unread count', () => {
  it('answers the demo user her unread notifications', async () => {
    service = await startService();
    const response = await unreadCount(service.url, await signedInCookie(service.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ unread: 3 });
  });

  it('answers zero to a user who has read everything', async () => {
    service = await startService();
    const response = await unreadCount(service.url, await signedInCookie(service.url, bruno));
    expect(await response.json()).toEqual({ unread: 0 });
  });

  it('answers 401 unauthenticated when signed out', async () => {
    service = await startService();
    const response = await unreadCount(service.url);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it('answers 503 unavailable when told to fail', async () => {
    service = await startService({ notifications: { failing: true } });
    const response = await unreadCount(service.url, await signedInCookie(service.url));
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('unavailable');
  });

  it('holds its answer back when told to be slow', async () => {
    service = await startService({ notifications: { delayMs: 300 } });
    const cookie = await signedInCookie(service.url);
    const started = performance.now();
    await unreadCount(service.url, cookie);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
