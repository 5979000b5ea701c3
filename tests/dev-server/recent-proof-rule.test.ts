import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { addPasskey, type CallOptions, ssoCall } from './passkey-calls';
import { reauthenticateWithCode, reauthenticateWithPassword } from './reauthentication-calls';
import { ana, carla, login, recentProofMs, sessionCookie, setCookie } from './support';
import { minute, serviceForEachTest, withCheaplyHashedUsers } from './support-service';

// The ten-minute rule (contract 1.21.0, "Recent proof"): every change to how an account signs
// in, and ending its sessions, is refused once the session's proof is older than the window,
// and goes through after proving it again in the same session. What is asked is what the
// account's sign-in asks last: any factor for Ana, her second factor for Carla.

const origin = 'http://localhost:3000';
const run = serviceForEachTest(withCheaplyHashedUsers({ passkeys: { origins: [origin] } }));
const carlaSecret = demoAuthenticatorSecret(carla.email);

interface Change {
  readonly name: string;
  /** Sets up what the change needs, in a session whose proof is recent; answers its call. */
  readonly prepare?: (cookie: string) => Promise<void>;
  readonly call: CallOptions & { path: string };
  /** The status once the proof is recent. */
  readonly allowed: number;
  /** The ways the refusal names, strongest first: a passkey, once she has one, comes first. */
  readonly ways?: readonly string[];
}

const changePassword = (account: { password: string }) => ({
  path: '/password',
  body: { currentPassword: account.password, newPassword: 'a calm river under seven bridges' },
});

let passkeyId = '';
const anaChanges: Change[] = [
  { name: 'changing the password', call: changePassword(ana), allowed: 200 },
  {
    name: 'turning the second factor on',
    allowed: 200,
    call: { path: '/second-factor/authenticator/setup', body: {} },
  },
  {
    name: 'adding a passkey',
    call: { path: '/passkeys/registration/options', method: 'POST' },
    allowed: 200,
  },
  {
    name: 'removing a passkey',
    allowed: 204,
    ways: ['passkey', 'password'],
    prepare: async (cookie) => {
      const added = await addPasskey(run.url, cookie, new SoftwareAuthenticator(origin));
      passkeyId = ((await added.json()) as { id: string }).id;
    },
    get call() {
      return { path: `/passkeys/${passkeyId}`, method: 'DELETE' };
    },
  },
  {
    name: 'ending every other session',
    call: { path: '/sessions', method: 'DELETE' },
    allowed: 200,
  },
  // Neither has a company account to act on: past the rule, they answer 404 instead of 403.
  { name: 'linking a company account', call: { path: '/federation/link', body: {} }, allowed: 404 },
  {
    name: 'unlinking a company account',
    call: { path: '/federation/links/google', method: 'DELETE' },
    allowed: 404,
  },
];

const carlaChanges: Change[] = [
  { name: 'changing the password', call: changePassword(carla), allowed: 200 },
  {
    name: 'new recovery codes',
    call: { path: '/second-factor/recovery-codes', body: {} },
    allowed: 200,
  },
  {
    name: 'adding a passkey',
    call: { path: '/passkeys/registration/options', method: 'POST' },
    allowed: 200,
  },
  {
    name: 'ending every other session',
    call: { path: '/sessions', method: 'DELETE' },
    allowed: 200,
  },
  {
    name: 'turning the second factor off',
    call: { path: '/second-factor/authenticator', method: 'DELETE' },
    allowed: 204,
  },
];

const send = (cookie: string, { path, ...init }: Change['call']) =>
  ssoCall(run.url, path, { ...init, cookie });

async function carlaSession() {
  const pending = setCookie(await login(run.url, carla), 'gofy_pending_sign_in') ?? '';
  const code = await authenticatorCode(carlaSecret, run.clock);
  run.clock += 30_000;
  return sessionCookie(
    await ssoCall(run.url, '/login/second-factor', { cookie: pending, body: { code } }),
  );
}

describe('an account without a second factor', () => {
  it.each(anaChanges)(
    'refuses $name after ten minutes, and allows it after the password',
    async (change) => {
      const cookie = sessionCookie(await login(run.url, ana));
      await change.prepare?.(cookie);
      run.clock += recentProofMs + 1;
      const refused = await send(cookie, change.call);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'recent_sign_in_required',
          reauthenticateWith: change.ways ?? ['password'],
        },
      });
      expect((await reauthenticateWithPassword(run.url, cookie, ana.password)).status).toBe(200);
      expect((await send(cookie, change.call)).status).toBe(change.allowed);
    },
  );

  it('allows a change at the very end of the window', async () => {
    const cookie = sessionCookie(await login(run.url, ana));
    run.clock += recentProofMs;
    expect((await send(cookie, { path: '/sessions', method: 'DELETE' })).status).toBe(200);
  });
});

describe('an account with an authenticator', () => {
  it.each(carlaChanges)(
    'refuses $name after ten minutes, even after the password, and allows it after a code',
    async (change) => {
      const cookie = await carlaSession();
      run.clock += recentProofMs + minute;
      expect((await reauthenticateWithPassword(run.url, cookie, carla.password)).status).toBe(200);
      const refused = await send(cookie, change.call);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        error: { code: 'recent_second_factor_required', reauthenticateWith: ['code'] },
      });
      const code = await authenticatorCode(carlaSecret, run.clock);
      expect((await reauthenticateWithCode(run.url, cookie, { code })).status).toBe(200);
      expect((await send(cookie, change.call)).status).toBe(change.allowed);
    },
  );

  it('names her passkey first among the ways, once she has one that counts as two factors', async () => {
    const cookie = await carlaSession();
    expect((await addPasskey(run.url, cookie, new SoftwareAuthenticator(origin))).status).toBe(201);
    run.clock += recentProofMs + minute;
    const refused = await send(cookie, { path: '/sessions', method: 'DELETE' });
    expect(await refused.json()).toMatchObject({
      error: { reauthenticateWith: ['passkey', 'code'] },
    });
  });
});
