import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/api/request-failure';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('reads a number of seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
  });

  it('reads an HTTP date as the seconds until it', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:01:30 GMT', now)).toBe(90);
  });

  it('never returns a negative wait for a date in the past', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
