import { describe, expect, it, vi } from 'vitest';
import { confirmSecondFactor } from '../../src/api/second-factor-account';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['sso']);

describe('confirmSecondFactor', () => {
  it("counts a lock's end stated as an HTTP date from the server's now", async () => {
    // The server's clock reads 2030 and this device's does not: counted from the device's now,
    // five minutes would be years.
    stub.on('POST /api/sso/second-factor/confirm', {
      status: 429,
      headers: {
        date: 'Tue, 01 Jan 2030 03:00:00 GMT',
        'retry-after': 'Tue, 01 Jan 2030 03:05:00 GMT',
      },
      body: '',
    });
    expect(await confirmSecondFactor({ code: '123456' })).toEqual({
      ok: false,
      failure: { kind: 'too_many_codes', wait: 300 },
    });
  });
});
