import { beforeEach, describe, expect, it } from 'vitest';
import {
  hashNewPassword,
  type NewPasswordHashing,
} from '../../dev-server/password-change/new-password-in-place.js';
import { completeReset, issueToken } from './reset-calls';
import { ana, login, sessionCookie, whoami } from './support';
import { errorOf } from './support-code-step';
import { serviceForEachTest } from './support-service';

// A password change whose new hash is still being made when a reset of the same account
// completes. The hashing is held open by the test, not timed: the change's scrypt finishes,
// then waits for the test to let it go, so the reset lands in exactly that gap every run.

/** Held open by the test: `hashed` once the change's new hash is made, `release()` to go on. */
function hashingGate() {
  let markHashed = () => {};
  let release = () => {};
  const hashed = new Promise<void>((resolve) => {
    markHashed = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hashing: NewPasswordHashing = async (user, newPassword) => {
    const hash = await hashNewPassword(user, newPassword);
    markHashed();
    await released;
    return hash;
  };
  return { hashed, release, hashing };
}

let gate = hashingGate();
beforeEach(() => {
  gate = hashingGate();
});

const run = serviceForEachTest(() => Promise.resolve({ hashNewPassword: gate.hashing }));
const changedTo = 'a calm river under seven bridges';
const resetTo = 'seven bridges over a quiet harbour';

describe('a reset completed while a change is being hashed', () => {
  it("refuses the change and keeps the reset's password", async () => {
    const cookie = sessionCookie(await login(run.url, ana));
    const changing = fetch(`${run.url}/api/sso/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ currentPassword: ana.password, newPassword: changedTo }),
    });
    await gate.hashed;

    const token = await issueToken(run.service, ana.email);
    expect((await completeReset(run.url, token, resetTo)).status).toBe(204);
    gate.release();

    const refused = await changing;
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toMatchObject({ code: 'unauthenticated' });
    expect((await whoami(run.url, cookie)).status).toBe(401);
    expect((await login(run.url, { password: changedTo })).status).toBe(401);
    expect((await login(run.url, { password: resetTo })).status).toBe(200);
  });
});
