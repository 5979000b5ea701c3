import { describe, expect, it } from 'vitest';
import { completeReset, issueToken } from './reset-calls';
import { ana, bruno, login } from './support';
import { cheaplyHashedServiceForAllTests } from './support-service';

// Wrong passwords counted in a row across locks, up to a ceiling (contract 1.15.0, `login`,
// "Lockout" and "Ceiling"). Before, a streak started again after every 15-minute lock: five
// guesses every 15 minutes, for good. Time is the service's own clock, moved by the test.
const minute = 60_000;

// A hundred wrong passwords a test: cheaply hashed, each takes a millisecond or two.
const run = cheaplyHashedServiceForAllTests({ loginRateLimit: { maxAttempts: 100_000 } });

/** Five wrong passwords for `email`; the last one's answer. */
async function fiveWrong(email: string): Promise<Response> {
  let last: Response | undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    last = await login(run.url, { email, password: `wrong-${attempt}` });
  }
  return last as Response;
}

/** Waits out the lock a 423 announced, on the service's clock. */
function waitOut(locked: Response) {
  run.clock += Number(locked.headers.get('retry-after')) * 1000;
}

describe('wrong passwords in a row', () => {
  it('are counted across locks, each lock twice as long as the one before', async () => {
    const email = 'streak.one@gofy.example';
    const first = await fiveWrong(email);
    expect(first.status).toBe(423);
    expect(first.headers.get('retry-after')).toBe(String(15 * 60));
    waitOut(first);
    // The count goes on where it was: the tenth wrong password locks, for 30 minutes.
    const second = await fiveWrong(email);
    expect(second.status).toBe(423);
    expect(second.headers.get('retry-after')).toBe(String(30 * 60));
  });

  it('are not forgotten with time, short of a right password', async () => {
    const email = 'streak.two@gofy.example';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(run.url, { email, password: `wrong-${attempt}` });
    }
    run.clock += 60 * minute;
    const fifth = await login(run.url, { email, password: 'wrong-again' });
    expect(fifth.status).toBe(423);
  });

  it('stop the password from opening the account after 100, until a password reset', async () => {
    for (let lock = 0; lock < 20; lock += 1) {
      const answer = await fiveWrong(bruno.email);
      expect(answer.status).toBe(423);
      if (lock < 19) waitOut(answer);
    }
    const right = await login(run.url, bruno);
    expect(right.status).toBe(423);
    expect(right.headers.get('retry-after')).toBeNull();
    expect((await right.json()).error.code).toBe('password_blocked');
    // A day later, still refused: waiting does not end it.
    run.clock += 24 * 60 * minute;
    expect((await login(run.url, bruno)).status).toBe(423);

    const newPassword = 'a calm river under seven bridges';
    const token = await issueToken(run.service, bruno.email);
    expect((await completeReset(run.url, token, newPassword)).status).toBe(204);
    expect((await login(run.url, { ...bruno, password: newPassword })).status).toBe(200);
  });

  it('block an email without an account the same way, so the block reveals nothing', async () => {
    const email = 'nobody.at.all@gofy.example';
    for (let lock = 0; lock < 20; lock += 1) waitOut(await fiveWrong(email));
    const blocked = await login(run.url, { email, password: 'anything' });
    expect(blocked.status).toBe(423);
    expect((await blocked.json()).error.code).toBe('password_blocked');
    // An account's right password is refused alike once blocked; a free one still signs in.
    expect((await login(run.url, ana)).status).toBe(200);
  });
});
