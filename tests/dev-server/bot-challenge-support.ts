import { createHash } from 'node:crypto';
import { verifyPassword } from '../../dev-server/accounts/passwords.js';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { sendFrom } from './client-address';
import { ana, applicationId, noRequestLimits } from './support';

/**
 * What the bot-challenge tests share: small risk numbers, a client that sends from any
 * loopback address (client-address.ts), a solver of the protocol as a page's worker runs it,
 * and a password check that counts its runs.
 */

export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

export type Json = Record<string, unknown>;

interface ChallengeError {
  error: { code: string; message: string; challenge: Challenge };
}

/** Small numbers and a small proof, so a test reaches each rule in a few requests. */
export const risk = {
  emailFailures: 3,
  emailWindowSeconds: 15 * 60,
  addressFailures: 5,
  addressWindowSeconds: 15 * 60,
  stuffingRate: 12,
  stuffingAddresses: 4,
  stuffingHoldSeconds: 15 * 60,
  ttlSeconds: 5 * 60,
  maxNumber: 2000,
} as const;

/** The options of a service whose every password check is counted in `verifications`. */
export function countedService(verifications: { count: number }): SsoServiceOptions {
  return {
    ...noRequestLimits,
    botChallenge: risk,
    challengeSecret: 'a secret every test instance shares',
    verifyPassword: (password, stored) => {
      verifications.count += 1;
      return verifyPassword(password, stored);
    },
  };
}

/** The base64 of the JSON solution, found by trying every number as the page's worker does. */
export function solve(challenge: Challenge, tamper: Json = {}): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const solution = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify({ ...solution, ...tamper })).toString('base64');
    }
  }
  throw new Error('No number solves this challenge');
}

/** A login from `address`, Ana's valid credentials unless `body` says otherwise. */
export function loginFrom(
  url: string,
  address: string,
  body: Json = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return sendFrom(address, url, {
    path: '/api/sso/login',
    body: { ...ana, rememberMe: false, applicationId, ...body },
    headers,
  });
}

/** The wrong password `failFrom` types. */
export const wrongPassword = 'not-the-password-1';

/** A wrong password for `email` from `address`, checked to be one (401 or a lock's 423). */
export async function failFrom(url: string, address: string, email: string): Promise<void> {
  const response = await loginFrom(url, address, { email, password: wrongPassword });
  if (response.status !== 401 && response.status !== 423) {
    throw new Error(`A wrong password was answered ${response.status}`);
  }
}

/** A reset request for `email` from `address`. */
export function resetFrom(
  url: string,
  address: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return sendFrom(address, url, {
    path: '/api/sso/password-reset',
    body: { email, locale: 'en' },
    headers,
  });
}

/** The challenge a 403 carries, checked to be one. */
export async function challengeOf(
  response: Response,
): Promise<{ code: string; challenge: Challenge }> {
  if (response.status !== 403) throw new Error(`Expected 403, got ${response.status}`);
  const { error } = (await response.json()) as ChallengeError;
  return { code: error.code, challenge: error.challenge };
}

/** A 403 answer as a client compares it: status, code and message, the challenge left out. */
export async function refusalWords(response: Response) {
  const { error } = (await response.json()) as ChallengeError;
  const { challenge: _fresh, ...rest } = error;
  return { status: response.status, ...rest };
}
