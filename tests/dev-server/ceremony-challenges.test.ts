import { describe, expect, it } from 'vitest';
import { CeremonyChallenges } from '../../dev-server/ceremony-challenges.js';

function challenges(capacity = 10) {
  const clock = { now: 0 };
  return { clock, store: new CeremonyChallenges({ now: () => clock.now, ttlMs: 1000, capacity }) };
}

describe('the challenges of passkey ceremonies', () => {
  it('answers a challenge once', () => {
    const { store } = challenges();
    store.issue('attempt', 'challenge');
    expect(store.take('attempt')).toBe('challenge');
    expect(store.take('attempt')).toBeUndefined();
  });

  it('forgets a challenge when its time is up', () => {
    const { store, clock } = challenges();
    store.issue('attempt', 'challenge');
    clock.now = 1000;
    expect(store.take('attempt')).toBeUndefined();
  });

  it('keeps only the latest challenge of the same key', () => {
    const { store } = challenges();
    store.issue('session', 'first');
    store.issue('session', 'second');
    expect(store.take('session')).toBe('second');
  });

  it('drops the oldest past its capacity, so a flood cannot fill memory', () => {
    const { store } = challenges(2);
    store.issue('a', '1');
    store.issue('b', '2');
    store.issue('c', '3');
    expect(store.take('a')).toBeUndefined();
    expect(store.take('b')).toBe('2');
    expect(store.take('c')).toBe('3');
  });
});
