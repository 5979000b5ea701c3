import { createHash } from 'node:crypto';
import type { BotChallenge } from '../../../src/api/challenge/solve-challenge';

/** A salt as the SSO writes one: a single-use id and its end (`<id>?expires=<seconds>`). */
export const salt = '0123456789abcdef0123456789abcdef?expires=1999999999';

/** The challenge whose answer is `number`, as the SSO would make it (signature untouched). */
export function challengeFor(number: number, maxnumber = 50_000): BotChallenge {
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
    salt,
    signature: 'a'.repeat(64),
    maxnumber,
  };
}
