import { describe, expect, it } from 'vitest';
import { chooseFactor } from '../../../src/api/proof-factors';
import type { SessionProofs } from '../../../src/api/reauthentication';
import {
  missingProof,
  readStepUpAsk,
  waysFor,
} from '../../../src/features/sign-in/step-up/step-up-rules';

const now = Date.parse('2026-12-06T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
const session = (
  proofs: SessionProofs['proofs'],
  reauthenticateWith: SessionProofs['reauthenticateWith'] = ['code'],
): SessionProofs => ({
  signedInAt: minutesAgo(600),
  proofs,
  reauthenticateWith,
  recentUntil: null,
});
const password = (minutes: number) =>
  ({ factor: 'first', method: 'password', at: minutesAgo(minutes) }) as const;
const code = (minutes: number) =>
  ({ factor: 'second', method: 'authenticator_code', at: minutesAgo(minutes) }) as const;

describe('the strongest way to ask for', () => {
  it.each([
    [['passkey', 'code'], true, 'passkey'],
    [['passkey', 'code'], false, 'code'],
    [['passkey', 'password'], false, 'password'],
    [['code'], true, 'code'],
    [['password'], true, 'password'],
    // A company sign-in is a new session, not a proof within this one: the check offers one.
    [['company'], true, 'company'],
    [['passkey', 'company'], false, 'company'],
    [[], true, 'password'],
  ] as const)('from %j, with WebAuthn %s: %s', (ways, webAuthn, factor) => {
    expect(chooseFactor(ways, webAuthn)).toBe(factor);
  });
});

describe("what an application's address asks of /login", () => {
  it.each([
    ['?redirect=%2F', undefined],
    ['?max_age=300', { maxAgeSeconds: 300, secondFactor: false }],
    ['?max_age=0&factor=second', { maxAgeSeconds: 0, secondFactor: true }],
    ['?factor=second', { maxAgeSeconds: undefined, secondFactor: true }],
    // Malformed asks for more, never less.
    ['?max_age=86401', { maxAgeSeconds: 0, secondFactor: false }],
    ['?max_age=-5', { maxAgeSeconds: 0, secondFactor: false }],
    ['?max_age=1e3', { maxAgeSeconds: 0, secondFactor: false }],
    ['?max_age=', { maxAgeSeconds: 0, secondFactor: false }],
    ['?factor=first', { maxAgeSeconds: undefined, secondFactor: true }],
  ])('%s', (search, ask) => {
    expect(readStepUpAsk(search)).toEqual(ask);
  });
});

describe('what the session still lacks', () => {
  it.each([
    ['a proof within max_age', { maxAgeSeconds: 300, secondFactor: false }, [password(4)], 'none'],
    [
      'every proof older than max_age',
      { maxAgeSeconds: 300, secondFactor: false },
      [password(6)],
      'recent',
    ],
    [
      'a second factor asked, none proven',
      { maxAgeSeconds: undefined, secondFactor: true },
      [password(1)],
      'second',
    ],
    [
      'a second factor proven long ago, no max_age',
      { maxAgeSeconds: undefined, secondFactor: true },
      [password(600), code(600)],
      'none',
    ],
    [
      'a second factor proven before max_age',
      { maxAgeSeconds: 300, secondFactor: true },
      [password(1), code(6)],
      'second',
    ],
    ['max_age 0', { maxAgeSeconds: 0, secondFactor: false }, [password(1)], 'recent'],
  ] as const)('%s: %s', (_, ask, proofs, missing) => {
    expect(missingProof(ask, session(proofs), now)).toBe(missing);
  });

  it('takes an SSO that tells no proofs to have none', () => {
    expect(missingProof({ maxAgeSeconds: 86_400, secondFactor: false }, undefined, now)).toBe(
      'recent',
    );
  });

  it('asks for the second factor only by a code or a passkey, never the password', () => {
    expect(waysFor('second', ['passkey', 'password'])).toEqual(['passkey']);
    expect(waysFor('second', ['password'])).toEqual([]);
  });

  it('asks an account only its company signs in for a new sign-in with it', () => {
    expect(waysFor('recent', ['company'])).toEqual(['company']);
    expect(waysFor('second', ['company'])).toEqual([]);
  });
});
