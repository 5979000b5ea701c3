import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithPasskey } from '../../src/api/passkey-sign-in';
import {
  finishPasskeyRegistration,
  listPasskeys,
  removePasskey,
  renamePasskey,
} from '../../src/api/passkeys';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['sso']);

afterEach(() => {
  vi.restoreAllMocks();
});

const phone = {
  id: 'cHJpbWVpcm8tY3JlZGVuY2lhbA',
  name: 'Celular da Ana',
  createdAt: '2026-11-20T13:00:00.000Z',
  lastUsedAt: null,
  synced: true,
};

describe('the list of passkeys', () => {
  it('reads the dates, and a passkey never used', async () => {
    stub.on('GET /api/sso/passkeys', {
      body: {
        rpId: 'localhost',
        userHandle: 'dXNlci1oYW5kbGUtYW5h',
        passkeys: [
          { ...phone, lastUsedAt: '2026-11-22T09:30:00.000Z' },
          { ...phone, id: 'b2' },
        ],
      },
    });
    const result = await listPasskeys();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.list.rpId).toBe('localhost');
    expect(result.list.passkeys[0]?.lastUsedAt).toEqual(new Date('2026-11-22T09:30:00.000Z'));
    expect(result.list.passkeys[1]?.lastUsedAt).toBeNull();
    expect(result.list.passkeys[1]?.createdAt).toEqual(new Date('2026-11-20T13:00:00.000Z'));
  });

  it("hands on the dates as this device's clock will read them", async () => {
    // The server's clock is three hours ahead of this device's, which is held still.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T12:00:00.000Z'));
    stub.on('GET /api/sso/passkeys', {
      headers: { date: 'Tue, 01 Jan 2030 15:00:00 GMT' },
      body: {
        rpId: 'localhost',
        userHandle: 'dXNlci1oYW5kbGUtYW5h',
        passkeys: [
          {
            ...phone,
            createdAt: '2030-01-01T14:00:00.000Z',
            lastUsedAt: '2030-01-01T14:30:00.000Z',
          },
        ],
      },
    });
    const result = await listPasskeys();
    const passkey = result.ok ? result.list.passkeys[0] : undefined;
    // `Date` names whole seconds; the portal takes the server to be half way through one.
    expect(passkey?.createdAt.toISOString()).toBe('2030-01-01T10:59:59.500Z');
    expect(passkey?.lastUsedAt?.toISOString()).toBe('2030-01-01T11:29:59.500Z');
  });

  it('calls a proxy’s page in place of the list malformed, not an empty list', async () => {
    stub.on('GET /api/sso/passkeys', { body: '<html>Bad gateway</html>' });
    expect(await listPasskeys()).toEqual({ ok: false, failure: { kind: 'malformed' } });
  });

  it('says when the session has ended', async () => {
    stub.on('GET /api/sso/passkeys', {
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Not signed in.' } },
    });
    expect(await listPasskeys()).toEqual({ ok: false, failure: { kind: 'unauthenticated' } });
  });
});

describe('changing the passkeys', () => {
  it('renames one by its id, with the new name', async () => {
    stub.on(`PATCH /api/sso/passkeys/${phone.id}`, { body: { ...phone, name: 'Notebook' } });
    const result = await renamePasskey(phone.id, 'Notebook');
    expect(result).toMatchObject({ ok: true, passkey: { name: 'Notebook' } });
    expect(JSON.parse(stub.requests[0]?.body ?? '')).toEqual({ name: 'Notebook' });
  });

  it("hands on a renamed passkey's dates as this device's clock will read them", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T12:00:00.000Z'));
    stub.on(`PATCH /api/sso/passkeys/${phone.id}`, {
      headers: { date: 'Tue, 01 Jan 2030 15:00:00 GMT' },
      body: { ...phone, createdAt: '2030-01-01T14:00:00.000Z' },
    });
    const result = await renamePasskey(phone.id, 'Notebook');
    expect(result.ok && result.passkey.createdAt.toISOString()).toBe('2030-01-01T10:59:59.500Z');
  });

  it('removes one', async () => {
    stub.on(`DELETE /api/sso/passkeys/${phone.id}`, { status: 204 });
    expect(await removePasskey(phone.id)).toEqual({ ok: true });
  });

  it('says a recent sign-in is needed, apart from other refusals', async () => {
    stub.on(`DELETE /api/sso/passkeys/${phone.id}`, {
      status: 403,
      body: { error: { code: 'recent_sign_in_required', message: 'Sign in again.' } },
    });
    expect(await removePasskey(phone.id)).toEqual({
      ok: false,
      failure: { kind: 'recent_sign_in_required' },
    });
  });

  it('says when the SSO refused the new passkey', async () => {
    stub.on('POST /api/sso/passkeys/registration', {
      status: 422,
      body: { error: { code: 'passkey_refused', message: 'The passkey could not be verified.' } },
    });
    const credential = {
      id: 'bmV3',
      rawId: 'bmV3',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
    };
    expect(await finishPasskeyRegistration({ credential, name: 'Celular' })).toEqual({
      ok: false,
      failure: { kind: 'passkey_refused' },
    });
  });
});

describe('signing in with a passkey', () => {
  it('leaves the sign-in waiting for a code when the SSO does not count the passkey as a second factor', async () => {
    stub.on('POST /api/sso/passkeys/sign-in', {
      status: 202,
      headers: {
        'set-cookie': `gofy_pending_sign_in=${'p'.repeat(43)}; Path=/api/sso/login; HttpOnly; SameSite=Strict`,
      },
      body: {
        secondFactor: {
          expiresAt: '2026-11-23T12:05:00.000Z',
          enrol: false,
          methods: ['totp', 'recovery_code'],
          rememberMe: false,
          email: 'ana.souza@gofy.example',
        },
      },
    });
    const credential = {
      id: 'bmV3',
      rawId: 'bmV3',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    };
    expect(await signInWithPasskey({ attemptId: 'a1', credential, rememberMe: false })).toEqual({
      ok: false,
      failure: { kind: 'second_factor' },
    });
  });
});
