import { describe, expect, it, vi } from 'vitest';
import { completeSecondFactor } from '../../src/api/second-factor-sign-in';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['sso']);

describe('completeSecondFactor', () => {
  it.each([
    ['too_many_codes', { kind: 'too_many_codes', wait: 300 }],
    ['too_many_attempts', { kind: 'too_many_attempts', wait: 300 }],
  ])("counts a %s wait stated as an HTTP date from the server's now", async (code, failure) => {
    // The server's clock reads 2030 and this device's does not: counted from the device's now,
    // five minutes would be years.
    stub.on('POST /api/sso/login/second-factor', {
      status: 429,
      headers: {
        date: 'Tue, 01 Jan 2030 03:00:00 GMT',
        'retry-after': 'Tue, 01 Jan 2030 03:05:00 GMT',
      },
      body: { error: { code, message: 'Too many.' } },
    });
    expect(await completeSecondFactor({ code: '123456' }, false)).toEqual({ ok: false, failure });
  });
});
