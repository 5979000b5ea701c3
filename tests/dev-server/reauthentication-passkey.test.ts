import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { addPasskey, errorCode, ssoCall } from './passkey-calls';
import {
  authenticationOf,
  passkeyReauthenticationOptions,
  proofLines,
  reauthenticateWithPasskey,
} from './reauthentication-calls';
import { ana, bruno, login, recentProofMs, sessionCookie } from './support';
import { minute, serviceForEachTest } from './support-service';

// Proving who one is again with a passkey, within a session (contract 1.21.0,
// `startPasskeyReauthentication`, `reauthenticateWithPasskey`): only the signed-in user's own
// passkey, answering the challenge their own session was given.

const origin = 'http://localhost:3000';
const run = serviceForEachTest({ passkeys: { origins: [origin] } });
const iso = (at: number) => new Date(at).toISOString();

/** `account` signed in with a passkey made on `device`; answers the cookie and its id. */
async function withPasskey(account: typeof ana | typeof bruno, device: SoftwareAuthenticator) {
  const cookie = sessionCookie(await login(run.url, account));
  const added = await addPasskey(run.url, cookie, device);
  expect(added.status).toBe(201);
  return { cookie, id: ((await added.json()) as { id: string }).id };
}

describe('proving who one is again with a passkey', () => {
  it('asks for the user’s own passkeys only', async () => {
    const anaPhone = new SoftwareAuthenticator(origin);
    const { cookie, id } = await withPasskey(ana, anaPhone);
    await withPasskey(bruno, new SoftwareAuthenticator(origin));
    const options = await passkeyReauthenticationOptions(run.url, cookie);
    expect(options.status).toBe(200);
    const { publicKey } = (await options.json()) as {
      publicKey: { allowCredentials: { id: string }[]; userVerification: string };
    };
    expect(publicKey.allowCredentials.map((credential) => credential.id)).toEqual([id]);
    expect(publicKey.userVerification).toBe('required');
  });

  it('records both factors in the same session, without a new cookie', async () => {
    const phone = new SoftwareAuthenticator(origin);
    const { cookie } = await withPasskey(ana, phone);
    run.clock += recentProofMs + minute;
    const answer = await reauthenticateWithPasskey(run.url, cookie, phone);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const authentication = await authenticationOf(run.url, cookie);
    expect(proofLines(authentication).slice(-2)).toEqual([
      `first passkey @ ${iso(run.clock)}`,
      `second passkey @ ${iso(run.clock)}`,
    ]);
    expect(authentication.recentUntil).toBe(iso(run.clock + recentProofMs));
  });

  it('refuses another account’s passkey, however valid, and records nothing', async () => {
    const { cookie } = await withPasskey(ana, new SoftwareAuthenticator(origin));
    const brunoPhone = new SoftwareAuthenticator(origin);
    await withPasskey(bruno, brunoPhone);
    run.clock += recentProofMs + minute;
    const before = await authenticationOf(run.url, cookie);
    const answer = await reauthenticateWithPasskey(run.url, cookie, brunoPhone);
    expect(answer.status).toBe(401);
    expect(await errorCode(answer)).toBe('passkey_refused');
    expect(await authenticationOf(run.url, cookie)).toEqual(before);
  });

  it('refuses an answer to the challenge of another session of the same user', async () => {
    const phone = new SoftwareAuthenticator(origin);
    const { cookie: here } = await withPasskey(ana, phone);
    const elsewhere = sessionCookie(await login(run.url, ana));
    const options = await passkeyReauthenticationOptions(run.url, elsewhere);
    const { publicKey } = (await options.json()) as { publicKey: Record<string, unknown> };
    const answer = await ssoCall(run.url, '/session/reauthenticate/passkey', {
      cookie: here,
      body: { credential: phone.signIn(publicKey) },
    });
    expect(answer.status).toBe(401);
    expect(await errorCode(answer)).toBe('passkey_refused');
  });

  it('takes each challenge once', async () => {
    const phone = new SoftwareAuthenticator(origin);
    const { cookie } = await withPasskey(ana, phone);
    const options = await passkeyReauthenticationOptions(run.url, cookie);
    const { publicKey } = (await options.json()) as { publicKey: Record<string, unknown> };
    const send = () =>
      ssoCall(run.url, '/session/reauthenticate/passkey', {
        cookie,
        body: { credential: phone.signIn(publicKey) },
      });
    expect((await send()).status).toBe(200);
    const replayed = await send();
    expect(replayed.status).toBe(401);
    expect(await errorCode(replayed)).toBe('passkey_refused');
  });

  it('answers 409 no_passkey to a user with none', async () => {
    const cookie = sessionCookie(await login(run.url, ana));
    const options = await passkeyReauthenticationOptions(run.url, cookie);
    expect(options.status).toBe(409);
    expect(await errorCode(options)).toBe('no_passkey');
  });
});
