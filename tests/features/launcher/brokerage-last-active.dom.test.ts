import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readLastBrokerage,
  rememberLastBrokerage,
} from '../../../src/features/launcher/brokerage-last-active';
import { forgetLocalState } from '../../../src/session/local-state';

// The SSO's signed-in hint, a cookie that ends with its session, names the session `s-now`.
vi.mock('../../../src/api/signed-in-hint', () => ({
  cookiesKeptFor: (sessionId: string) => (sessionId === 's-now' ? true : undefined),
}));

afterEach(() => localStorage.clear());

describe('the last active brokerage, for the main screen opened offline', () => {
  it('names the brokerage the session last acted for, and keeps no token', () => {
    rememberLastBrokerage('Parceira Vida Corretora', 's-now');
    expect(readLastBrokerage()).toBe('Parceira Vida Corretora');
    expect(JSON.parse(localStorage.getItem('gofy.lastBrokerage') ?? '')).toEqual({
      name: 'Parceira Vida Corretora',
      sessionId: 's-now',
    });
  });

  it('names none once the session it was stored for is not this browser’s any more', () => {
    rememberLastBrokerage('Mendes Corretora', 's-before');
    expect(readLastBrokerage()).toBeUndefined();
  });

  it('is forgotten when the broker signs out', () => {
    rememberLastBrokerage('Mendes Corretora', 's-now');
    forgetLocalState();
    expect(readLastBrokerage()).toBeUndefined();
  });
});
