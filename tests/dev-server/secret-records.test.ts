import { describe, expect, it } from 'vitest';
import { SecretRecords } from '../../dev-server/federation/secret-records.js';

// The records kept behind a company sign-in's cookies, bounded per owner (a client address)
// in a pool (a provider), and per pool (federation/secret-records.js).

function records(options: { capacity?: number; perOwner?: number } = {}) {
  const clock = { now: 0 };
  return {
    clock,
    store: new SecretRecords<string>({ now: () => clock.now, ttlMs: 1000, ...options }),
  };
}

const live = (store: SecretRecords<string>, secret: string) => store.find([secret])?.record;

describe('records kept behind a secret', () => {
  it('are taken once, and not after their time', () => {
    const { store, clock } = records();
    const first = store.create('first').secret;
    const second = store.create('second').secret;
    expect(store.take(first)).toBe('first');
    expect(store.take(first)).toBeUndefined();
    clock.now = 1000;
    expect(store.take(second)).toBeUndefined();
  });

  it('drop the oldest past the capacity when they name no owner', () => {
    const { store } = records({ capacity: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((record) => store.create(record).secret);
    expect([a, b, c].map((secret) => live(store, secret ?? ''))).toEqual([undefined, 'b', 'c']);
  });

  it("keep an owner to its share in a pool by ending its own oldest, never another's", () => {
    const { store } = records({ capacity: 10, perOwner: 2 });
    const broker = store.create('broker', { owner: '127.0.0.2', pool: 'microsoft' }).secret;
    const own = ['a1', 'a2', 'a3'].map(
      (record) => store.create(record, { owner: '127.0.0.1', pool: 'microsoft' }).secret,
    );
    expect(own.map((secret) => live(store, secret))).toEqual([undefined, 'a2', 'a3']);
    expect(live(store, broker)).toBe('broker');
  });

  it('give an owner a share in each pool', () => {
    const { store } = records({ capacity: 10, perOwner: 1 });
    const microsoft = store.create('m', { owner: '127.0.0.1', pool: 'microsoft' }).secret;
    store.create('g', { owner: '127.0.0.1', pool: 'google' });
    expect(live(store, microsoft)).toBe('m');
  });

  it("bound each pool apart: a full pool ends its own oldest, never another pool's", () => {
    const { store } = records({ capacity: 2, perOwner: 5 });
    const microsoft = store.create('m', { owner: '127.0.0.2', pool: 'microsoft' }).secret;
    const google = ['g1', 'g2', 'g3'].map(
      (record) => store.create(record, { owner: '127.0.0.1', pool: 'google' }).secret,
    );
    expect(google.map((secret) => live(store, secret))).toEqual([undefined, 'g2', 'g3']);
    expect(live(store, microsoft)).toBe('m');
  });

  it('count only live records against a share: one taken or swept frees its place', () => {
    const { store, clock } = records({ capacity: 10, perOwner: 2 });
    const owned = { owner: 'a', pool: 'p' };
    store.take(store.create('taken', owned).secret);
    store.create('swept', owned);
    clock.now = 1000;
    store.sweep();
    const kept = ['b', 'c'].map((record) => store.create(record, owned).secret);
    expect(kept.map((secret) => live(store, secret))).toEqual(['b', 'c']);
  });
});
