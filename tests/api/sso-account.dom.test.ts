import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkResetLink, requestPasswordReset } from '../../src/api/sso-account';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['sso']);

afterEach(() => {
  vi.restoreAllMocks();
});

// A gateway may state its wait as an HTTP date. The server's clock reads 2030 and this
// device's does not: counted from the device's now, five minutes would be years.
const fiveMinutesOnTheServersClock = {
  date: 'Tue, 01 Jan 2030 03:00:00 GMT',
  'retry-after': 'Tue, 01 Jan 2030 03:05:00 GMT',
};

describe('the account requests', () => {
  it("counts a wait stated as an HTTP date from the server's now", async () => {
    stub.on('POST /api/sso/password-reset', {
      status: 429,
      headers: fiveMinutesOnTheServersClock,
      body: '',
    });
    expect(await requestPasswordReset({ email: 'ana.souza@gofy.example', locale: 'en' })).toEqual({
      ok: false,
      failure: { kind: 'too_many_attempts', wait: 300 },
    });
  });

  it('takes a reset link’s code from a call that carries no link as not the service speaking', async () => {
    stub.on('POST /api/sso/password-reset', {
      status: 400,
      body: { error: { code: 'reset_token_invalid', message: 'This reset link is not valid.' } },
    });
    expect(await requestPasswordReset({ email: 'ana.souza@gofy.example', locale: 'en' })).toEqual({
      ok: false,
      failure: { kind: 'malformed' },
    });
  });
});

describe('checkResetLink', () => {
  it("hands on the link's end as this device's clock will read it", async () => {
    // The server's clock is three hours ahead of this device's, which is held still.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T12:00:00.000Z'));
    stub.on('POST /api/sso/password-reset/check', {
      headers: { date: 'Tue, 01 Jan 2030 15:00:00 GMT' },
      body: { email: 'ana.souza@gofy.example', expiresAt: '2030-01-01T16:00:00.000Z' },
    });
    const result = await checkResetLink(`${'k'.repeat(21)}-${'Q'.repeat(21)}`);
    // `Date` names whole seconds; the portal takes the server to be half way through one.
    expect(result.ok && result.expiresAt.toISOString()).toBe('2030-01-01T12:59:59.500Z');
  });
});
