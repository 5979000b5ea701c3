import { describe, expect, it, vi } from 'vitest';
import { chooseBrokerage } from '../../src/api/brokerages';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['sso']);

const signedIn = {
  user: {
    id: 'u3',
    email: 'carla.mendes@gofy.example',
    name: 'Carla Mendes',
    apps: ['pipeline', 'insured'],
    brokerages: [
      {
        id: 'parceira-vida',
        name: 'Parceira Vida Corretora',
        cnpj: '98.***.***/0001-10',
        role: 'broker',
        apps: ['pipeline', 'insured'],
        requires: ['code'],
      },
    ],
  },
  session: {
    id: 's1',
    expiresAt: '2030-01-01T00:00:00.000Z',
    absoluteExpiresAt: '2030-01-01T12:00:00.000Z',
    remembered: false,
    activeBrokerageId: 'parceira-vida',
  },
};

describe('chooseBrokerage', () => {
  it('sends the brokerage and answers the session acting for it, with its applications', async () => {
    stub.on('PUT /api/sso/session/brokerage', { body: signedIn });
    const result = await chooseBrokerage('parceira-vida');
    expect(result.ok && result.signedIn.session.activeBrokerageId).toBe('parceira-vida');
    expect(result.ok && result.signedIn.user.apps).toEqual(['pipeline', 'insured']);
    expect(JSON.parse(stub.requests.at(-1)?.body ?? '')).toEqual({ brokerageId: 'parceira-vida' });
  });

  it('names only what the brokerage requires and the session has not proved', async () => {
    stub.on('PUT /api/sso/session/brokerage', {
      status: 403,
      body: {
        error: {
          code: 'brokerage_proof_required',
          message: 'This brokerage asks for more proof.',
          requires: ['code'],
        },
      },
    });
    expect(await chooseBrokerage('parceira-vida')).toEqual({
      ok: false,
      failure: { kind: 'brokerage_proof_required', requires: ['code'] },
    });
  });

  it('reads a brokerage with no access as not found, and a request from another site as forbidden', async () => {
    stub.on('PUT /api/sso/session/brokerage', {
      status: 404,
      body: { error: { code: 'brokerage_not_found', message: 'No access.' } },
    });
    expect(await chooseBrokerage('horizonte')).toEqual({
      ok: false,
      failure: { kind: 'brokerage_not_found' },
    });
    stub.on('PUT /api/sso/session/brokerage', {
      status: 403,
      body: { error: { code: 'forbidden_origin', message: 'Not from here.' } },
    });
    expect(await chooseBrokerage('horizonte')).toEqual({
      ok: false,
      failure: { kind: 'forbidden' },
    });
  });
});
