import { describe, expect, it } from 'vitest';
import {
  type FailureTable,
  readFailure,
  withAttemptsLeft,
  withWait,
} from '../../src/api/answer-reader';

type Failure =
  | { readonly kind: 'gone' }
  | { readonly kind: 'invalid_code'; readonly attemptsLeft?: number }
  | { readonly kind: 'locked' }
  | { readonly kind: 'refused' }
  | { readonly kind: 'too_many'; readonly wait: number };

const table: FailureTable<Failure> = {
  everyStatus: { session_gone: { kind: 'gone' } },
  401: { codes: { invalid_code: withAttemptsLeft('invalid_code') } },
  403: { codes: { locked: { kind: 'locked' } }, otherwise: { kind: 'refused' } },
  429: withWait('too_many', 60),
};

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });
const error = (code: string, members: Record<string, unknown> = {}) => ({
  error: { code, message: 'For logs.', ...members },
});

describe('readFailure', () => {
  it('gives the failure the table names for the code at its status', () => {
    expect(readFailure(answer(403), error('locked'), table)).toEqual({ kind: 'locked' });
  });

  it('gives what the table says otherwise for a code it does not know there', () => {
    expect(readFailure(answer(403), error('forbidden_origin'), table)).toEqual({
      kind: 'refused',
    });
  });

  it('takes a code the status does not know, with nothing said otherwise, as malformed', () => {
    expect(readFailure(answer(401), error('unauthenticated'), table)).toEqual({
      kind: 'malformed',
    });
  });

  it('gives a code known at every status its failure whatever the status', () => {
    expect(readFailure(answer(409), error('session_gone'), table)).toEqual({ kind: 'gone' });
  });

  it('takes a status the table does not list as unavailable from 500, malformed below', () => {
    expect(readFailure(answer(502), '<html>Bad gateway</html>', table)).toEqual({
      kind: 'unavailable',
    });
    expect(readFailure(answer(418), error('teapot'), table)).toEqual({ kind: 'malformed' });
  });

  it('hands on the attempts left only when the answer counts them', () => {
    expect(readFailure(answer(401), error('invalid_code', { attemptsLeft: 2 }), table)).toEqual({
      kind: 'invalid_code',
      attemptsLeft: 2,
    });
    expect(readFailure(answer(401), error('invalid_code'), table)).toEqual({
      kind: 'invalid_code',
    });
  });

  it("counts a Retry-After date from the server's now, not from this device's", () => {
    // The server's clock reads 2030: five minutes on it, whatever this device's clock says.
    const limited = answer(429, {
      date: 'Tue, 01 Jan 2030 03:00:00 GMT',
      'retry-after': 'Tue, 01 Jan 2030 03:05:00 GMT',
    });
    expect(readFailure(limited, undefined, table)).toEqual({ kind: 'too_many', wait: 300 });
  });

  it("takes the body's wait before the header's", () => {
    const limited = answer(429, { 'retry-after': '120' });
    expect(readFailure(limited, error('too_many', { retryAfter: 30 }), table)).toEqual({
      kind: 'too_many',
      wait: 30,
    });
  });

  it('waits the said default when the answer states no wait', () => {
    expect(readFailure(answer(429), undefined, table)).toEqual({ kind: 'too_many', wait: 60 });
  });
});
