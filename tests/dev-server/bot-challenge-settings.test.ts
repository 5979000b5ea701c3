import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSsoService } from '../../dev-server/app.js';
import { createChallenge } from '../../dev-server/bot-challenge/challenge-protocol.js';
import { resolveServiceOptions } from '../../dev-server/settings/service-options.js';
import { readSettings } from '../../dev-server/settings/settings.js';
import { usage } from '../../dev-server/settings/settings-usage.js';
import { solve } from './bot-challenge-support';

// The bot challenge's settings (dev-server/bot-challenge/README.md) and the challenge it
// issues, as the contract's `Challenge` describes it.

const minuteMs = 60_000;

describe("the bot challenge's settings", () => {
  it('default to the numbers the documentation names', () => {
    expect(resolveServiceOptions({}).botChallenge).toEqual({
      emailFailures: 3,
      emailWindowMs: 15 * minuteMs,
      addressFailures: 10,
      addressWindowMs: 15 * minuteMs,
      stuffingRate: 30,
      stuffingAddresses: 5,
      stuffingHoldMs: 15 * minuteMs,
      ttlMs: 5 * minuteMs,
      maxNumber: 50_000,
      issuePerAddress: 30,
      secret: undefined,
    });
  });

  it('are read from the environment', () => {
    const { options } = readSettings([], {
      SSO_CHALLENGE_EMAIL_FAILURES: '4',
      SSO_CHALLENGE_EMAIL_WINDOW_SECONDS: '600',
      SSO_CHALLENGE_ADDRESS_FAILURES: '20',
      SSO_CHALLENGE_ADDRESS_WINDOW_SECONDS: '1200',
      SSO_CHALLENGE_STUFFING_RATE: '60',
      SSO_CHALLENGE_STUFFING_ADDRESSES: '8',
      SSO_CHALLENGE_STUFFING_HOLD_SECONDS: '1800',
      SSO_CHALLENGE_TTL_SECONDS: '120',
      SSO_CHALLENGE_MAX_NUMBER: '80000',
      SSO_CHALLENGE_ISSUE_LIMIT: '10',
      SSO_CHALLENGE_SECRET: 'shared by every instance',
    });
    expect(options).toEqual({
      botChallenge: {
        emailFailures: 4,
        emailWindowSeconds: 600,
        addressFailures: 20,
        addressWindowSeconds: 1200,
        stuffingRate: 60,
        stuffingAddresses: 8,
        stuffingHoldSeconds: 1800,
        ttlSeconds: 120,
        maxNumber: 80_000,
        issuePerAddress: 10,
      },
      challengeSecret: 'shared by every instance',
    });
  });

  it('refuse a number out of range, naming the variable or the option', () => {
    expect(() => readSettings([], { SSO_CHALLENGE_MAX_NUMBER: '0' })).toThrow(
      /SSO_CHALLENGE_MAX_NUMBER/,
    );
    expect(() => createSsoService({ botChallenge: { ttlSeconds: 7200 } })).toThrow(
      /botChallenge.ttlSeconds/,
    );
  });

  it('are listed in the usage text with their defaults', () => {
    expect(usage).toMatch(/SSO_CHALLENGE_EMAIL_FAILURES +failed sign-ins .*\(3\)/);
    expect(usage).toContain('SSO_CHALLENGE_SECRET');
  });
});

describe('a challenge', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  const challenge = createChallenge({ secret: 'k', now, ttlMs: 5 * minuteMs, maxNumber: 50_000 });

  it("carries its id and its end in the salt, and is signed with the service's secret", () => {
    expect(challenge.salt).toMatch(/^[0-9a-f]{32}\?expires=\d+$/);
    expect(Number(challenge.salt.split('=')[1]) * 1000).toBe(now + 5 * minuteMs);
    const signature = createHmac('sha256', 'k').update(challenge.challenge).digest('hex');
    expect(challenge.signature).toBe(signature);
  });

  it('is solved by a number from 0 to maxnumber, the SHA-256 of the salt and that number', () => {
    const { number } = JSON.parse(atob(solve(challenge)));
    expect(number).toBeGreaterThanOrEqual(0);
    expect(number).toBeLessThanOrEqual(50_000);
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    expect(hash).toBe(challenge.challenge);
  });
});
