import { describe, expect, it } from 'vitest';
import { ana, bruno, login } from './support';
import { cheaplyHashedServiceForAllTests } from './support-service';

// These tests make dozens of failed attempts, on the service's clock, so that a 15-minute lock
// can pass instantly.
const run = cheaplyHashedServiceForAllTests();

async function failTimes(email: string, times: number): Promise<Response[]> {
  const responses: Response[] = [];
  for (let i = 0; i < times; i += 1) {
    responses.push(await login(run.url, { email, password: `wrong-${i}` }));
  }
  return responses;
}

describe('locking an email after repeated failures', () => {
  it('answers the first four wrong passwords with 401 and locks at the fifth', async () => {
    const responses = await failTimes('locked.one@gofy.example', 5);
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 423]);
  });

  it('says with each 401 how many wrong passwords are left before the lock', async () => {
    const responses = await failTimes('counted@gofy.example', 4);
    const left = await Promise.all(
      responses.map(async (response) => (await response.json()).error.attemptsLeft),
    );
    expect(left).toEqual([4, 3, 2, 1]);
  });

  it('counts attempts left alike whether or not the email has an account', async () => {
    const stranger = (await failTimes('nobody.here@gofy.example', 2)).at(-1) as Response;
    await failTimes(bruno.email, 1);
    const known = await login(run.url, { email: bruno.email, password: 'wrong-again' });
    expect(await known.json()).toEqual(await stranger.json());
    // A success forgets the count for the account, as before.
    expect((await login(run.url, bruno)).status).toBe(200);
  });

  it('keeps refusing a locked account even with the right password', async () => {
    await failTimes(ana.email, 5);
    const response = await login(run.url, ana);
    expect(response.status).toBe(423);
    expect((await response.json()).error.code).toBe('account_locked');
  });

  it('states the 15-minute wait in Retry-After and in the body', async () => {
    const locked = (await failTimes('locked.two@gofy.example', 5)).at(-1) as Response;
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await locked.json()).error.retryAfter).toBe(900);
  });

  it('locks an email without an account the same way, so a lock reveals nothing', async () => {
    const responses = await failTimes('no.account@gofy.example', 6);
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 423, 423]);
  });

  it('counts differently written forms of one email against the same lock', async () => {
    await failTimes('locked.three@gofy.example', 4);
    const response = await login(run.url, {
      email: ' LOCKED.Three@gofy.example',
      password: 'x',
    });
    expect(response.status).toBe(423);
  });

  it('forgets earlier failures once the user signs in', async () => {
    await failTimes(bruno.email, 4);
    expect((await login(run.url, bruno)).status).toBe(200);
    const after = await failTimes(bruno.email, 4);
    expect(after.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await login(run.url, bruno)).status).toBe(200);
  });

  it('lets the email sign in again once the lock has passed', async () => {
    run.clock += 15 * 60 * 1000;
    const response = await login(run.url, ana);
    expect(response.status).toBe(200);
  });
});
