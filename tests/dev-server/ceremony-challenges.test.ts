import { describe, expect, it } from 'vitest';
import { CeremonyChallenges } from '../../dev-server/passkeys/ceremony-challenges.js';

function challenges(capacity = 10, perOwner?: number) {
  const clock = { now: 0 };
  const options = { now: () => clock.now, ttlMs: 1000, capacity };
  return {
    clock,
    store: new CeremonyChallenges(perOwner === undefined ? options : { ...options, perOwner }),
  };
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

  it("keeps an owner to its share by ending its own oldest, never another owner's", () => {
    const { store } = challenges(10, 2);
    store.issue('broker', 'b', '127.0.0.2');
    store.issue('a1', '1', '127.0.0.1');
    store.issue('a2', '2', '127.0.0.1');
    store.issue('a3', '3', '127.0.0.1');
    expect(store.take('a1')).toBeUndefined();
    expect(store.take('a2')).toBe('2');
    expect(store.take('broker')).toBe('b');
  });

  it('keeps an owner with a share of one to its latest challenge, however many it asks', () => {
    const { store } = challenges(10, 1);
    for (const key of ['a1', 'a2', 'a3']) store.issue(key, key, 'owner');
    expect(store.take('a2')).toBeUndefined();
    expect(store.take('a3')).toBe('a3');
  });
});
