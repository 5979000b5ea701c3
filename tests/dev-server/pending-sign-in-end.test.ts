import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { carla, diego, login, pendingCookie, sessionSetCookie } from './support';
import { serviceForEachTest } from './support-service';

// Who the code step signs in, and the broker's way back from it ("Sign in with another
// account"): the pending sign-in names its account to the browser that holds it, and that
// browser alone can end it (contract 1.20.0). Each test's traffic is held to docs/openapi.yaml.

type Json = Record<string, unknown>;
const path = '/api/sso/login/second-factor';

const run = serviceForEachTest();

/** A right password of `who`, answered with the pending sign-in's cookie. */
async function start(who: { email: string; password: string }): Promise<string> {
  const response = await login(run.url, who);
  expect(response.status).toBe(202);
  return pendingCookie(response);
}

function describePending(cookie?: string): Promise<Response> {
  return fetch(`${run.url}${path}`, cookie ? { headers: { cookie } } : {});
}

function cancel(cookie?: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${run.url}${path}`, {
    method: 'DELETE',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

async function errorCode(response: Response): Promise<unknown> {
  return ((await response.json()) as { error: Json }).error.code;
}

const clearsPendingCookie = (response: Response) =>
  expect(response.headers.getSetCookie()).toContainEqual(
    expect.stringMatching(/^gofy_pending_sign_in=;.*Path=\/api\/sso\/login.*Max-Age=0/),
  );

describe('the account a pending sign-in is for', () => {
  it('is named by its email, as the SSO keeps it, to the browser that typed it', async () => {
    const typed = { ...carla, email: `  ${carla.email.toUpperCase()} ` };
    const started = await login(run.url, typed);
    expect(started.status).toBe(202);
    expect(((await started.json()) as { secondFactor: Json }).secondFactor.email).toBe(carla.email);
    const again = await describePending(pendingCookie(started));
    expect(((await again.json()) as { secondFactor: Json }).secondFactor.email).toBe(carla.email);
  });

  it('is named to nobody without the pending sign-in’s cookie', async () => {
    await start(carla);
    const elsewhere = await describePending();
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.text()).not.toContain(carla.email);
  });
});

describe('ending the pending sign-in (another account)', () => {
  it('ends it and clears its cookie: no code finishes it afterwards', async () => {
    const pending = await start(carla);
    const ended = await cancel(pending);
    expect(ended.status).toBe(204);
    clearsPendingCookie(ended);

    // A copy of the cookie kept from before finds nothing waiting, and no code signs in.
    const kept = await describePending(pending);
    expect(kept.status).toBe(401);
    expect(await errorCode(kept)).toBe('pending_sign_in_expired');
    const code = await authenticatorCode(demoAuthenticatorSecret(carla.email), run.clock);
    const late = await fetch(`${run.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: pending },
      body: JSON.stringify({ code }),
    });
    expect(late.status).toBe(401);
    expect(await errorCode(late)).toBe('pending_sign_in_expired');
    expect(sessionSetCookie(late)).toBeUndefined();
  });

  it('ends an authenticator set-up too: the next sign-in shows another key', async () => {
    const pending = await start(diego);
    const setup = (cookie: string) =>
      fetch(`${run.url}${path}/authenticator`, { method: 'POST', headers: { cookie } });
    const before = (await (await setup(pending)).json()) as { secret: string };
    expect((await cancel(pending)).status).toBe(204);
    expect((await setup(pending)).status).toBe(401);

    const after = (await (await setup(await start(diego))).json()) as { secret: string };
    expect(after.secret).not.toBe(before.secret);
  });

  it('answers 204 when nothing waits, so a page that lost the answer may ask again', async () => {
    const nothing = await cancel();
    expect(nothing.status).toBe(204);
    clearsPendingCookie(nothing);
    const pending = await start(carla);
    expect((await cancel(pending)).status).toBe(204);
    expect((await cancel(pending)).status).toBe(204);
  });

  it('leaves a sign-in of the same account in another browser', async () => {
    const here = await start(carla);
    const otherBrowser = await start(carla);
    expect((await cancel(here)).status).toBe(204);
    expect((await describePending(otherBrowser)).status).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
  ])('is refused from another site (%s), and ends nothing', async (_, headers) => {
    const pending = await start(carla);
    const refused = await cancel(pending, headers);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('forbidden_origin');
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await describePending(pending)).status).toBe(200);
  });
});
