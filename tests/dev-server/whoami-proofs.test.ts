import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { addPasskey, signInWithPasskey, ssoCall } from './passkey-calls';
import {
  authenticationOf,
  proofLines,
  reauthenticateWithCode,
  reauthenticateWithPassword,
} from './reauthentication-calls';
import { ana, carla, login, recentProofMs, sessionCookie, setCookie } from './support';
import { minute, serviceForEachTest, withCheaplyHashedUsers } from './support-service';

// What whoami says of how and when each factor was last proven in the session (contract
// 1.21.0, `Authentication`), so that the page and a suite application can tell a recent proof.
// Time is the test's clock.

const origin = 'http://localhost:3000';
const run = serviceForEachTest(withCheaplyHashedUsers({ passkeys: { origins: [origin] } }));
const iso = (at: number) => new Date(at).toISOString();
const carlaSecret = demoAuthenticatorSecret(carla.email);

/** Carla signs in with her password and a code; `trustDevice` makes this browser skip it. */
async function carlaWithCode(trustDevice = false) {
  const started = await login(run.url, carla);
  const pending = setCookie(started, 'gofy_pending_sign_in') ?? '';
  const code = await authenticatorCode(carlaSecret, run.clock);
  return ssoCall(run.url, '/login/second-factor', { cookie: pending, body: { code, trustDevice } });
}

describe('the proofs whoami reports', () => {
  it('are the password at sign-in, recent for the window and no longer after it', async () => {
    const signedInAt = run.clock;
    const cookie = sessionCookie(await login(run.url, ana));
    run.clock += recentProofMs;
    expect(await authenticationOf(run.url, cookie)).toEqual({
      signedInAt: iso(signedInAt),
      proofs: [{ factor: 'first', method: 'password', at: iso(signedInAt) }],
      reauthenticateWith: ['password'],
      recentUntil: iso(signedInAt + recentProofMs),
    });
    run.clock += 1;
    expect((await authenticationOf(run.url, cookie)).recentUntil).toBeNull();
  });

  it('move forward with each re-authentication, while the sign-in time stays', async () => {
    const signedInAt = run.clock;
    const cookie = sessionCookie(await login(run.url, ana));
    run.clock += 25 * minute;
    const provenAt = run.clock;
    const answer = await reauthenticateWithPassword(run.url, cookie, ana.password);
    expect(answer.status).toBe(200);
    const authentication = await authenticationOf(run.url, cookie);
    expect(await answer.json()).toEqual(authentication);
    expect(authentication.signedInAt).toBe(iso(signedInAt));
    expect(proofLines(authentication)).toEqual([`first password @ ${iso(provenAt)}`]);
    expect(authentication.recentUntil).toBe(iso(provenAt + recentProofMs));
  });

  it('name the code beside the password, and ask a code of an account with one', async () => {
    const signedInAt = run.clock;
    const signedIn = await carlaWithCode();
    const body = (await signedIn.json()) as { authentication: unknown };
    const cookie = sessionCookie(signedIn);
    expect(body.authentication).toEqual(await authenticationOf(run.url, cookie));
    expect(body.authentication).toMatchObject({
      proofs: [
        { factor: 'first', method: 'password', at: iso(signedInAt) },
        { factor: 'second', method: 'authenticator_code', at: iso(signedInAt) },
      ],
      reauthenticateWith: ['code'],
    });

    run.clock += 40 * minute;
    const code = await authenticatorCode(carlaSecret, run.clock);
    expect((await reauthenticateWithCode(run.url, cookie, { code })).status).toBe(200);
    expect(proofLines(await authenticationOf(run.url, cookie))).toEqual([
      `first password @ ${iso(signedInAt)}`,
      `second authenticator_code @ ${iso(run.clock)}`,
    ]);
  });

  it('hold no second factor for a browser that skipped the code, which is then never recent', async () => {
    const trusted = await carlaWithCode(true);
    const device = setCookie(trusted, 'gofy_device') ?? '';
    run.clock += minute;
    const skipped = await login(run.url, carla, { cookie: device });
    expect(skipped.status).toBe(200);
    const authentication = await authenticationOf(run.url, sessionCookie(skipped));
    expect(proofLines(authentication)).toEqual([`first password @ ${iso(run.clock)}`]);
    // The password was just typed, but on this account it is not enough on its own.
    expect(authentication.recentUntil).toBeNull();
  });

  it('count a passkey with user verification as both factors', async () => {
    const phone = new SoftwareAuthenticator(origin);
    const added = await addPasskey(run.url, sessionCookie(await login(run.url, ana)), phone);
    expect(added.status).toBe(201);
    run.clock += 30 * minute;
    const cookie = sessionCookie(await signInWithPasskey(run.url, phone));
    const authentication = await authenticationOf(run.url, cookie);
    expect(proofLines(authentication)).toEqual([
      `first passkey @ ${iso(run.clock)}`,
      `second passkey @ ${iso(run.clock)}`,
    ]);
    expect(authentication.reauthenticateWith).toEqual(['passkey', 'password']);
  });
});
