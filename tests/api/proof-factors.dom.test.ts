import { afterEach, describe, expect, it, vi } from 'vitest';
import { renamePasskey } from '../../src/api/passkeys';
import { factorsToOffer } from '../../src/api/proof-factors';
import { signedInBody } from '../support/stub-server';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

// Which factors "Confirm it is you" offers, strongest first (contract 1.21.0, "Recent proof"):
// the ways the refusal names, and whoami's only where a refusal named none.

const stub = stubServices(['sso']);
const whoamis = () => stub.requests.filter((request) => request.path === '/api/sso/whoami');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the factors to offer', () => {
  it('come with the refusal of a change, as it names them', async () => {
    stub.on('PATCH /api/sso/passkeys/pk-1', {
      status: 403,
      body: {
        error: {
          code: 'recent_second_factor_required',
          message: 'Prove the second factor again.',
          reauthenticateWith: ['passkey', 'code'],
        },
      },
    });
    const result = await renamePasskey('pk-1', 'Celular');
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'recent_second_factor_required', reauthenticateWith: ['passkey', 'code'] },
    });
  });

  it('are the ways named, in their order, without asking whoami', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    expect(await factorsToOffer(['passkey', 'password'])).toEqual(['passkey', 'password']);
    expect(whoamis()).toHaveLength(0);
  });

  it('leave out a passkey where the browser has no WebAuthn, and ways this page does not know', async () => {
    expect(await factorsToOffer(['passkey', 'smoke-signal', 'code'])).toEqual(['code']);
    expect(whoamis()).toHaveLength(0);
  });

  it('are read from whoami where the refusal named none', async () => {
    stub.on('GET /api/sso/whoami', {
      body: {
        ...signedInBody,
        authentication: {
          signedInAt: '2026-11-20T12:00:00.000Z',
          proofs: [{ factor: 'first', method: 'password', at: '2026-11-20T12:00:00.000Z' }],
          reauthenticateWith: ['company'],
          recentUntil: null,
        },
      },
    });
    expect(await factorsToOffer(undefined)).toEqual(['company']);
    expect(whoamis()).toHaveLength(1);
  });
});
