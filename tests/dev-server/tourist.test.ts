import { afterEach, describe, expect, it } from 'vitest';
import { bruno, logout, type RunningService, signedInCookie, startService } from './support';

let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

function listTours(url: string, cookie?: string): Promise<Response> {
  return fetch(`${url}/api/tourist/tours`, cookie ? { headers: { cookie } } : {});
}

function recordTour(
  url: string,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}/api/tourist/tours/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('tour states', () => {
  it('lists every tour as pending for a user who has seen none', async () => {
    service = await startService();
    const response = await listTours(service.url, await signedInCookie(service.url));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tours: { welcome: 'pending', card: 'pending' } });
  });

  it('records a completed tour and answers every state', async () => {
    service = await startService();
    const cookie = await signedInCookie(service.url);
    const response = await recordTour(service.url, 'welcome', { state: 'completed' }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tours: { welcome: 'completed', card: 'pending' } });
  });

  it('remembers a dismissed tour for the user, in any of their sessions', async () => {
    service = await startService();
    const laptop = await signedInCookie(service.url);
    await recordTour(service.url, 'card', { state: 'dismissed' }, { cookie: laptop });
    await logout(service.url, { cookie: laptop });

    const phone = await signedInCookie(service.url);
    expect(await (await listTours(service.url, phone)).json()).toEqual({
      tours: { welcome: 'pending', card: 'dismissed' },
    });
  });

  it('keeps each user their own states', async () => {
    service = await startService();
    const ana = await signedInCookie(service.url);
    await recordTour(service.url, 'welcome', { state: 'completed' }, { cookie: ana });
    const response = await listTours(service.url, await signedInCookie(service.url, bruno));
    expect((await response.json()).tours.welcome).toBe('pending');
  });

  it('starts every user at the configured state', async () => {
    service = await startService({ tourist: { initialState: 'completed' } });
    const response = await listTours(service.url, await signedInCookie(service.url));
    expect(await response.json()).toEqual({ tours: { welcome: 'completed', card: 'completed' } });
  });

  it('answers 401 unauthenticated to a listing when signed out', async () => {
    service = await startService();
    expect((await listTours(service.url)).status).toBe(401);
  });

  it('answers 401 unauthenticated to a record when signed out', async () => {
    service = await startService();
    expect((await recordTour(service.url, 'welcome', { state: 'completed' })).status).toBe(401);
  });

  it('answers 404 not_found for a tour it does not have', async () => {
    service = await startService();
    const cookie = await signedInCookie(service.url);
    const response = await recordTour(service.url, 'billing', { state: 'completed' }, { cookie });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it.each([
    [{}, 'required'],
    [{ state: 'pending' }, 'invalid'],
    [{ state: 'finished' }, 'invalid'],
  ])('refuses the body %j as %s', async (body, code) => {
    service = await startService();
    const cookie = await signedInCookie(service.url);
    const response = await recordTour(service.url, 'welcome', body, { cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'invalid_request',
      fields: [{ field: 'state', code }],
    });
  });

  it('refuses a record from another site and keeps the state', async () => {
    service = await startService();
    const cookie = await signedInCookie(service.url);
    const response = await recordTour(
      service.url,
      'welcome',
      { state: 'dismissed' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect((await (await listTours(service.url, cookie)).json()).tours.welcome).toBe('pending');
  });

  it('accepts only PUT on a tour', async () => {
    service = await startService();
    const response = await fetch(`${service.url}/api/tourist/tours/welcome`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PUT');
  });

  it('answers 503 unavailable when told to fail', async () => {
    service = await startService({ tourist: { failing: true } });
    const response = await listTours(service.url, await signedInCookie(service.url));
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('unavailable');
  });
});
