import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Challenge,
  challengeOf,
  countedService,
  failFrom,
  loginFrom,
  refusalWords,
  resetFrom,
  risk,
  solve,
} from './bot-challenge-support';
import { sendFrom } from './client-address';
import { bruno, signUpApplication } from './support';
import { serviceForEachTest, withCheaplyHashedUsers } from './support-service';

// What the SSO does with a solution (contract 1.26.0, tag `bot-challenge`) once three failed
// sign-ins for Bruno's email ask for one: a solved challenge lets the request through to
// every usual check; none, or one forged, wrongly solved, expired or used, is refused before
// the password is checked (the service's password check is counted), the same whether the
// password is right or wrong, and counted toward no lock.

const verifications = { count: 0 };
const run = serviceForEachTest(withCheaplyHashedUsers(countedService(verifications)));
const wrong = { email: bruno.email, password: 'not-the-password-1' };

/** Bruno's email has failed three times: his next sign-in meets the challenge. */
async function brunoAtRisk(): Promise<Challenge> {
  for (let i = 0; i < risk.emailFailures; i += 1) await failFrom(run.url, '127.0.0.2', bruno.email);
  verifications.count = 0;
  return (await challengeOf(await loginFrom(run.url, '127.0.0.3', bruno))).challenge;
}

const withSolution = (solution: string) => ({ 'gofy-challenge': solution });

beforeEach(() => {
  verifications.count = 0;
});

describe('a solved challenge', () => {
  it('lets the right password sign in', async () => {
    const challenge = await brunoAtRisk();
    const signedIn = await loginFrom(run.url, '127.0.0.3', bruno, withSolution(solve(challenge)));
    expect(signedIn.status).toBe(200);
    expect(verifications.count).toBe(1);
  });

  it('lets a wrong password be checked and counted toward the lock as any other', async () => {
    const challenge = await brunoAtRisk();
    const refused = await loginFrom(run.url, '127.0.0.3', wrong, withSolution(solve(challenge)));
    expect(refused.status).toBe(401);
    // Four wrong passwords in a row: one left before the lock at the fifth.
    expect((await refused.json()).error.attemptsLeft).toBe(1);
    expect(verifications.count).toBe(1);
  });

  it('is asked for again after it was used, with a new challenge', async () => {
    const challenge = await brunoAtRisk();
    await loginFrom(run.url, '127.0.0.3', wrong, withSolution(solve(challenge)));
    const next = await challengeOf(await loginFrom(run.url, '127.0.0.3', bruno));
    expect(next.code).toBe('challenge_required');
    expect(next.challenge.salt).not.toBe(challenge.salt);
  });
});

/**
 * The same request with the right and with a wrong password: both refused alike, neither
 * reaching the password check, and the lock's count unmoved.
 */
async function refusedAlike(headers: () => Promise<Record<string, string>>, code: string) {
  const right = await loginFrom(run.url, '127.0.0.3', bruno, await headers());
  const wrongOne = await loginFrom(run.url, '127.0.0.3', wrong, await headers());
  const words = await refusalWords(right);
  expect(words).toEqual({ status: 403, code, message: expect.any(String) });
  expect(await refusalWords(wrongOne)).toEqual(words);
  expect(verifications.count).toBe(0);
  // Then a solved one shows the lock's count where the three failures left it.
  const fresh = (await challengeOf(await loginFrom(run.url, '127.0.0.3', bruno))).challenge;
  const counted = await loginFrom(run.url, '127.0.0.3', wrong, withSolution(solve(fresh)));
  expect((await counted.json()).error.attemptsLeft).toBe(1);
}

describe('a sign-in refused for its challenge', () => {
  it('without a solution: challenge_required', async () => {
    await brunoAtRisk();
    await refusedAlike(async () => ({}), 'challenge_required');
  });

  it('with a number that does not solve it: challenge_invalid', async () => {
    const challenge = await brunoAtRisk();
    const number = Number(JSON.parse(atob(solve(challenge))).number);
    const headers = async () => withSolution(solve(challenge, { number: number + 1 }));
    await refusedAlike(headers, 'challenge_invalid');
  });

  it('with a challenge signed by another secret: challenge_invalid', async () => {
    const challenge = await brunoAtRisk();
    const signature = createHmac('sha256', 'someone else')
      .update(challenge.challenge)
      .digest('hex');
    const headers = async () => withSolution(solve({ ...challenge, signature }));
    await refusedAlike(headers, 'challenge_invalid');
  });

  it('with an end moved later in the salt: challenge_invalid', async () => {
    const challenge = await brunoAtRisk();
    const salt = challenge.salt.replace(/expires=\d+/, 'expires=99999999999');
    const headers = async () => withSolution(solve(challenge, { salt }));
    await refusedAlike(headers, 'challenge_invalid');
  });

  it('with a header that is no base64 at all: challenge_invalid', async () => {
    await brunoAtRisk();
    await refusedAlike(async () => withSolution('not base64 at all!'), 'challenge_invalid');
  });

  it('with base64 of JSON that is no solution: challenge_invalid', async () => {
    await brunoAtRisk();
    await refusedAlike(async () => withSolution(btoa('[1,2]')), 'challenge_invalid');
  });

  it('once the challenge has expired, on the service clock: challenge_invalid', async () => {
    const challenge = await brunoAtRisk();
    const solution = solve(challenge);
    run.clock += risk.ttlSeconds * 1000 + 1000;
    await refusedAlike(async () => withSolution(solution), 'challenge_invalid');
  });

  it('with a solution already taken by another request: challenge_invalid', async () => {
    const challenge = await brunoAtRisk();
    const solution = solve(challenge);
    expect(
      (await resetFrom(run.url, '127.0.0.3', bruno.email, withSolution(solution))).status,
    ).toBe(202);
    await refusedAlike(async () => withSolution(solution), 'challenge_invalid');
  });

  it('with a solution already used by a sign-in that went through: challenge_invalid', async () => {
    for (let i = 0; i < risk.addressFailures; i += 1) {
      await failFrom(run.url, '127.0.0.5', `person${i}@gofy.example`);
    }
    const asked = await challengeOf(await loginFrom(run.url, '127.0.0.5', bruno));
    const solution = withSolution(solve(asked.challenge));
    expect((await loginFrom(run.url, '127.0.0.5', bruno, solution)).status).toBe(200);
    const replayed = await loginFrom(run.url, '127.0.0.5', bruno, solution);
    expect((await challengeOf(replayed)).code).toBe('challenge_invalid');
    expect(verifications.count).toBe(risk.addressFailures + 1);
  });
});

describe('the challenge of a reset link and of an account request', () => {
  it('takes a solution once, and refuses it again', async () => {
    await brunoAtRisk();
    const asked = await challengeOf(await resetFrom(run.url, '127.0.0.4', bruno.email));
    expect(asked.code).toBe('challenge_required');
    const solution = solve(asked.challenge);
    const sent = await resetFrom(run.url, '127.0.0.4', bruno.email, withSolution(solution));
    expect(sent.status).toBe(202);
    const again = await resetFrom(run.url, '127.0.0.4', bruno.email, withSolution(solution));
    expect((await challengeOf(again)).code).toBe('challenge_invalid');
  });

  it('refuses an account request from an address at risk until it is solved', async () => {
    for (let i = 0; i < risk.addressFailures; i += 1) {
      await failFrom(run.url, '127.0.0.5', `person${i}@gofy.example`);
    }
    const signUp = (headers: Record<string, string> = {}) =>
      sendFrom('127.0.0.5', run.url, {
        path: '/api/sso/signup',
        body: { ...signUpApplication, locale: 'pt-BR' },
        headers,
      });
    const asked = await challengeOf(await signUp());
    expect((await signUp(withSolution(solve(asked.challenge)))).status).toBe(202);
    expect(run.service.service.signUpRequests()).toHaveLength(1);
  });
});
