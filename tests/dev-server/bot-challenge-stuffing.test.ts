import { describe, expect, it } from 'vitest';
import { challengeOf, countedService, loginFrom, wrongPassword } from './bot-challenge-support';
import { ana, bruno, setCookie } from './support';
import { serviceForEachTest, withCheaplyHashedUsers } from './support-service';

// A credential-stuffing run replayed against the SSO with the deployment's default numbers
// (30 failed sign-ins within a minute from 5 addresses or more): a list of emails tried from
// 40 loopback addresses, two each, so that no address and no email reaches a rule of its own
// (client-address.ts). Bounded: 80 attempts, one at a time, on the service's clock.

const verifications = { count: 0 };
const defaults = countedService(verifications);
const run = serviceForEachTest(
  withCheaplyHashedUsers({ ...defaults, botChallenge: { maxNumber: 2000 } }),
);

const addresses = Array.from({ length: 40 }, (_, i) => `127.0.2.${i + 1}`);
const credentials = addresses.flatMap((address, a) =>
  [0, 1].map((i) => ({ address, email: `leaked${a}-${i}@mail.example` })),
);

describe('a stuffing run from many addresses, at the default numbers', () => {
  it('reaches the password check only until its rate shows, then meets the challenge', async () => {
    const answers: number[] = [];
    for (const { address, email } of credentials) {
      const response = await loginFrom(run.url, address, { email, password: wrongPassword });
      answers.push(response.status);
      // One second apart: 30 within a minute.
      run.clock += 1000;
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers.slice(30)).toEqual(Array(50).fill(403));
    expect(verifications.count).toBe(30);
  });

  it('leaves a broker on a device that signed in before untouched, and asks any other', async () => {
    const device = setCookie(await loginFrom(run.url, '127.0.0.1', ana), 'gofy_device') ?? '';
    for (const { address, email } of credentials.slice(0, 30)) {
      await loginFrom(run.url, address, { email, password: wrongPassword });
    }
    verifications.count = 0;
    const broker = await loginFrom(run.url, '127.0.3.1', ana, { cookie: device });
    expect(broker.status).toBe(200);
    const newcomer = await loginFrom(run.url, '127.0.3.2', bruno);
    expect((await challengeOf(newcomer)).code).toBe('challenge_required');
    expect(verifications.count).toBe(1);
  });
});
