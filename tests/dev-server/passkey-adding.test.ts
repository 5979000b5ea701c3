import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../support/authenticator-app';
import { type CeremonyOverrides, SoftwareAuthenticator } from '../support/software-authenticator';
import { errorCode } from './passkey-calls';
import { ana, bruno, recentProofMs, signedInCookie } from './support';
import { pageOrigin as origin, passkeyServiceForEachTest } from './support-passkeys';
import { type Json, minute } from './support-service';

// Adding a passkey, and the list of them on the security page: renaming, removing, the order.
// Each test's traffic is also held to docs/openapi.yaml after it runs.

const { run, call, registrationOptions, addPasskey, anaWithPasskey } = passkeyServiceForEachTest();

describe('adding a passkey', () => {
  it('stores it under the name given, never used yet', async () => {
    const cookie = await signedInCookie(run.url);
    const response = await addPasskey(cookie, new SoftwareAuthenticator(origin), {
      name: '  Celular da Ana ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      name: 'Celular da Ana',
      createdAt: '2026-11-23T12:00:00.000Z',
      lastUsedAt: null,
      synced: false,
    });
  });

  it('asks for a discoverable credential, user verification, and no second one per device', async () => {
    const { cookie, id } = await anaWithPasskey();
    const options = await registrationOptions(cookie);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'gofy' },
      user: { name: ana.email, displayName: 'Ana Souza' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(options.excludeCredentials).toEqual([
      { id, type: 'public-key', transports: ['internal'] },
    ]);
    const list = (await (await call('', { cookie })).json()) as { userHandle: string };
    expect((options.user as Json).id).toBe(list.userHandle);
  });

  it('refuses an answer for a challenge used already', async () => {
    const cookie = await signedInCookie(run.url);
    const credential = new SoftwareAuthenticator(origin).register(
      await registrationOptions(cookie),
    );
    expect((await call('/registration', { cookie, body: { credential } })).status).toBe(201);
    const replay = await call('/registration', { cookie, body: { credential } });
    expect(replay.status).toBe(422);
    expect(await errorCode(replay)).toBe('passkey_refused');
  });

  it.each<[string, CeremonyOverrides]>([
    ['another origin', { origin: 'https://gofy-login.example' }],
    ['another relying party', { rpId: 'gofy-login.example' }],
    ['no user verification', { userVerified: false }],
    ['another challenge', { challenge: 'c29tZXRoaW5nIGVsc2Ugc2lnbmVkIGVudGlyZWx5IGVsc2U' }],
  ])('refuses a credential made with %s', async (_, overrides) => {
    const cookie = await signedInCookie(run.url);
    const response = await addPasskey(cookie, new SoftwareAuthenticator(origin), overrides);
    expect(response.status).toBe(422);
    expect(await errorCode(response)).toBe('passkey_refused');
  });

  it('refuses an answer once the sign-in is no longer recent, before its challenge expires', async () => {
    const cookie = await signedInCookie(run.url);
    run.clock += recentProofMs - minute;
    const options = await registrationOptions(cookie);
    run.clock += minute + 1000;
    const credential = new SoftwareAuthenticator(origin).register(options);
    const response = await call('/registration', { cookie, body: { credential } });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('recent_sign_in_required');
  });

  it('needs a recent sign-in, and a new sign-in gives one', async () => {
    const cookie = await signedInCookie(run.url);
    run.clock += recentProofMs + 1000;
    const stale = await call('/registration/options', { method: 'POST', cookie });
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('recent_sign_in_required');
    // Staying signed in does not count as proving who you are again.
    await fetch(`${run.url}/api/sso/session/refresh`, { method: 'POST', headers: { cookie } });
    expect((await call('/registration/options', { method: 'POST', cookie })).status).toBe(403);

    const fresh = await signedInCookie(run.url);
    expect((await addPasskey(fresh, new SoftwareAuthenticator(origin))).status).toBe(201);
  });

  it('needs a session', async () => {
    expect((await call('/registration/options', { method: 'POST' })).status).toBe(401);
    expect((await call('/registration', { body: { credential: {} } })).status).toBe(401);
    expect((await call('')).status).toBe(401);
  });

  it.each([
    ['no credential', {}],
    ['a credential of another shape', { credential: { id: 'x', rawId: 'y', type: 'public-key' } }],
    ['a name too long', { credential: null, name: 'n'.repeat(65) }],
    ['a name with a bidi override', { name: 'Celular\u202Eda Ana' }],
  ])('refuses a request with %s as invalid_request', async (_, body) => {
    const cookie = await signedInCookie(run.url);
    const response = await call('/registration', { cookie, body });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('invalid_request');
  });
});

describe('the list of passkeys', () => {
  it('renames one, trimmed, without a recent sign-in', async () => {
    const { cookie, id } = await anaWithPasskey();
    run.clock += 60 * minute;
    const response = await call(`/${id}`, {
      method: 'PATCH',
      cookie,
      body: { name: ' Notebook ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, name: 'Notebook' });
  });

  it.each(['', ' ', 'n'.repeat(65)])('refuses the name %j', async (name) => {
    const { cookie, id } = await anaWithPasskey();
    const response = await call(`/${id}`, { method: 'PATCH', cookie, body: { name } });
    expect(response.status).toBe(400);
  });

  it("finds no passkey of another user's, to rename or remove", async () => {
    const { id } = await anaWithPasskey();
    const brunoCookie = await signedInCookie(run.url, bruno);
    const rename = await call(`/${id}`, {
      method: 'PATCH',
      cookie: brunoCookie,
      body: { name: 'Meu' },
    });
    expect(rename.status).toBe(404);
    expect((await call(`/${id}`, { method: 'DELETE', cookie: brunoCookie })).status).toBe(404);
  });

  it('removes one only after a recent sign-in', async () => {
    const { cookie, id } = await anaWithPasskey();
    run.clock += recentProofMs + 1000;
    const stale = await call(`/${id}`, { method: 'DELETE', cookie });
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('recent_sign_in_required');
    const fresh = await signedInCookie(run.url);
    expect((await call(`/${id}`, { method: 'DELETE', cookie: fresh })).status).toBe(204);
    const list = (await (await call('', { cookie: fresh })).json()) as { passkeys: Json[] };
    expect(list.passkeys).toEqual([]);
  });

  it('removes a passkey of an account with an authenticator only after a fresh code', async () => {
    const { cookie, id: first } = await anaWithPasskey();
    const second = (await (
      await addPasskey(cookie, new SoftwareAuthenticator(origin), { name: 'Notebook' })
    ).json()) as { id: string };
    // Another session, signed in with the password before the authenticator existed: its
    // sign-in is recent, but it never proved a second factor.
    const other = await signedInCookie(run.url);

    const factor = (path: string, body: unknown, session = cookie) =>
      fetch(`${run.url}/api/sso/second-factor${path}`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { secret } = (await (await factor('/authenticator/setup', {})).json()) as {
      secret: string;
    };
    expect(
      (await factor('/authenticator', { code: await authenticatorCode(secret, run.clock) })).status,
    ).toBe(201);

    // A password alone is not a recent proof once the account has a second factor.
    const refused = await call(`/${first}`, { method: 'DELETE', cookie: other });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('recent_second_factor_required');

    run.clock += 30_000;
    const code = await authenticatorCode(secret, run.clock);
    expect((await factor('/confirm', { code }, other)).status).toBe(204);
    expect((await call(`/${first}`, { method: 'DELETE', cookie: other })).status).toBe(204);
    expect((await call(`/${second.id}`, { method: 'DELETE', cookie: other })).status).toBe(204);
  });

  it('lists the newest first, with what the browser needs to keep its own list in step', async () => {
    const cookie = await signedInCookie(run.url);
    await addPasskey(cookie, new SoftwareAuthenticator(origin), { name: 'Primeiro' });
    run.clock += minute;
    await addPasskey(cookie, new SoftwareAuthenticator(origin), { name: 'Segundo' });
    const list = (await (await call('', { cookie })).json()) as {
      rpId: string;
      userHandle: string;
      passkeys: { name: string }[];
    };
    expect(list.rpId).toBe('localhost');
    expect(list.userHandle).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(list.passkeys.map((passkey) => passkey.name)).toEqual(['Segundo', 'Primeiro']);
  });
});
