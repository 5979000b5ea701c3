import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkResetLink } from '../../src/api/sso-account';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['sso']);

afterEach(() => {
  vi.restoreAllMocks();
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
