import { describe, expect, it } from 'vitest';
import { SecretRecords } from '../../dev-server/records/secret-records.js';

// The records kept behind a cookie's secret (sessions, pending sign-ins, a company sign-in's),
// bounded per owner (a client address) in a pool (a provider), and per pool
// (records/secret-records.js, records/expiring-records.js).

type Named = { name: string; expiresAt: number };

function records(options: { capacity?: number; perOwner?: number } = {}) {
  const clock = { now: 0 };
  const store = new SecretRecords<Named>({ now: () => clock.now, ...options });
  const create = (name: string, ownedBy?: { owner: string; pool: string }) =>
    store.create({ name, expiresAt: clock.now + 1000 }, ownedBy).secret;
  return { clock, store, create };
}

const live = (store: SecretRecords<Named>, secret: string) => store.find([secret])?.record.name;

describe('records kept behind a secret', () => {
  it('are taken once, and not after their time', () => {
    const { store, clock, create } = records();
    const first = create('first');
    const second = create('second');
    expect(store.take(first)?.name).toBe('first');
    expect(store.take(first)).toBeUndefined();
    clock.now = 1000;
    expect(store.take(second)).toBeUndefined();
  });

  it('drop the oldest past the capacity when they name no owner', () => {
    const { store, create } = records({ capacity: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((record) => create(record));
    expect([a, b, c].map((secret) => live(store, secret ?? ''))).toEqual([undefined, 'b', 'c']);
  });

  it.each([
    [
      "keep an owner to its share in a pool by ending its own oldest, never another's",
      'microsoft',
      { capacity: 10, perOwner: 2 },
    ],
    [
      "bound each pool apart: a full pool ends its own oldest, never another pool's",
      'google',
      { capacity: 2, perOwner: 5 },
    ],
  ])('%s', (_behaviour, pool, bounds) => {
    const { store, create } = records(bounds);
    const broker = create('broker', { owner: '127.0.0.2', pool: 'microsoft' });
    const own = ['a1', 'a2', 'a3'].map((record) => create(record, { owner: '127.0.0.1', pool }));
    expect(own.map((secret) => live(store, secret))).toEqual([undefined, 'a2', 'a3']);
    expect(live(store, broker)).toBe('broker');
  });

  it('give an owner a share in each pool', () => {
    const { store, create } = records({ capacity: 10, perOwner: 1 });
    const microsoft = create('m', { owner: '127.0.0.1', pool: 'microsoft' });
    create('g', { owner: '127.0.0.1', pool: 'google' });
    expect(live(store, microsoft)).toBe('m');
  });

  it('count only live records against a share: one taken or swept frees its place', () => {
    const { store, clock, create } = records({ capacity: 10, perOwner: 2 });
    const owned = { owner: 'a', pool: 'p' };
    store.take(create('taken', owned));
    create('swept', owned);
    clock.now = 1000;
    store.sweep();
    const kept = ['b', 'c'].map((record) => create(record, owned));
    expect(kept.map((secret) => live(store, secret))).toEqual(['b', 'c']);
  });

  it('last as a record renewed in place says, and end when it no longer holds', () => {
    const clock = { now: 0 };
    const revoked = new Set<string>();
    const store = new SecretRecords<Named>({
      now: () => clock.now,
      holds: (record) => !revoked.has(record.name),
    });
    const renewed = store.create({ name: 'renewed', expiresAt: 1000 });
    const voided = store.create({ name: 'voided', expiresAt: 1000 }).secret;
    renewed.record.expiresAt = 2000;
    revoked.add('voided');
    clock.now = 1500;
    expect(store.find([voided, renewed.secret])?.record.name).toBe('renewed');
    expect(store.live().map((record) => record.name)).toEqual(['renewed']);
  });

  it('refuse what cannot be a secret before looking it up', () => {
    const { store, create } = records();
    create('kept');
    expect(store.find(['not a secret'])).toBeUndefined();
    expect(store.take('not a secret')).toBeUndefined();
  });
});
