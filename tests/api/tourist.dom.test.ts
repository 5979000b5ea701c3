import { describe, expect, it, vi } from 'vitest';
import { fetchTourStates, parseTourStates, recordTourState } from '../../src/api/tourist';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['tourist']);

describe('parseTourStates', () => {
  it('reads the state of each tour the portal knows', () => {
    expect(parseTourStates({ tours: { welcome: 'completed', card: 'dismissed' } })).toEqual({
      welcome: 'completed',
      card: 'dismissed',
    });
  });

  it('takes a tour the service does not list as pending, and ignores unknown tours', () => {
    expect(parseTourStates({ tours: { welcome: 'dismissed', billing: 'done' } })).toEqual({
      welcome: 'dismissed',
      card: 'pending',
    });
  });

  it.each([
    [{ tours: { welcome: 'finished' } }],
    [{ tours: ['welcome'] }],
    [{ welcome: 'completed' }],
    [null],
  ])('refuses %j', (body) => {
    expect(parseTourStates(body)).toBeUndefined();
  });
});

describe('fetchTourStates', () => {
  it('returns the states the service answers', async () => {
    stub.on('GET /api/tourist/tours', { body: { tours: { welcome: 'pending', card: 'pending' } } });
    expect(await fetchTourStates()).toEqual({
      ok: true,
      tours: { welcome: 'pending', card: 'pending' },
    });
  });

  it('reports a service that is down as unavailable', async () => {
    stub.on('GET /api/tourist/tours', { status: 503, body: { error: { code: 'unavailable' } } });
    expect(await fetchTourStates()).toEqual({ ok: false, failure: 'unavailable' });
  });

  it('reports 401 as signed out', async () => {
    stub.on('GET /api/tourist/tours', {
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    });
    expect(await fetchTourStates()).toEqual({ ok: false, failure: 'signed-out' });
  });
});

describe('recordTourState', () => {
  it('puts the new state of the named tour as JSON', async () => {
    stub.on('PUT /api/tourist/tours/welcome', {
      body: { tours: { welcome: 'dismissed', card: 'pending' } },
    });
    expect(await recordTourState('welcome', 'dismissed')).toEqual({ ok: true });
    expect(stub.requests[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(stub.requests[0]?.body ?? '')).toEqual({ state: 'dismissed' });
  });

  it('reports a failed record', async () => {
    stub.on('PUT /api/tourist/tours/card', { status: 500, body: '' });
    expect(await recordTourState('card', 'completed')).toEqual({
      ok: false,
      failure: 'unavailable',
    });
  });
});
