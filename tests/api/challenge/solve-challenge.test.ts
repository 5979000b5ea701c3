import { describe, expect, it } from 'vitest';
import {
  largestMaxnumber,
  readChallenge,
  solveChallenge,
} from '../../../src/api/challenge/solve-challenge';
import { challengeFor, salt } from './challenge-fixtures';

describe('solving a bot challenge', () => {
  it('finds the number of a known challenge', async () => {
    // Worked out by hand: hex(SHA-256(salt + "1234")).
    const challenge = {
      ...challengeFor(0),
      challenge: '8587b4a80105e2b0ce4afe92087f7d3dff70b3545cae3b323d44e2ec40f3e749',
    };
    await expect(solveChallenge(challenge)).resolves.toBe(1234);
  });

  it('finds numbers at both ends of the range, whatever the batch', async () => {
    await expect(solveChallenge(challengeFor(0, 10), { batchSize: 3 })).resolves.toBe(0);
    await expect(solveChallenge(challengeFor(10, 10), { batchSize: 3 })).resolves.toBe(10);
  });

  it('answers nothing, cleanly, when the number lies beyond maxnumber', async () => {
    const tried: number[] = [];
    await expect(
      solveChallenge(challengeFor(1200, 1000), { onProgress: (n) => tried.push(n) }),
    ).resolves.toBeUndefined();
    expect(tried.at(-1)).toBe(1001);
  });

  it('tells how far it has come after each batch', async () => {
    const tried: number[] = [];
    await solveChallenge(challengeFor(1100), { batchSize: 500, onProgress: (n) => tried.push(n) });
    expect(tried).toEqual([500, 1000]);
  });

  it('stops when cancelled, with the reason it was given', async () => {
    const control = new AbortController();
    const search = solveChallenge(challengeFor(40_000), {
      batchSize: 100,
      signal: control.signal,
      onProgress: (tried) => {
        if (tried >= 300) control.abort(new Error('left the page'));
      },
    });
    await expect(search).rejects.toThrow('left the page');
  });

  it('gives the page its turn between batches when asked', async () => {
    let turns = 0;
    await solveChallenge(challengeFor(250), {
      batchSize: 100,
      between: async () => {
        turns += 1;
      },
    });
    expect(turns).toBe(2);
  });
});

describe('reading a challenge', () => {
  const good = { ...challengeFor(7) };

  it('takes a challenge as the contract writes it', () => {
    expect(readChallenge(good)).toEqual(good);
  });

  it.each([
    ['another algorithm', { algorithm: 'SHA-512' }],
    ['a challenge that is not a SHA-256 in hex', { challenge: 'abc' }],
    ['a negative maxnumber', { maxnumber: -1 }],
    ['a maxnumber that is not whole', { maxnumber: 10.5 }],
    ['a maxnumber beyond what a device could try', { maxnumber: largestMaxnumber + 1 }],
    ['no signature', { signature: '' }],
    ['a salt that is not text', { salt: 42 }],
  ])('refuses %s', (_, change) => {
    expect(readChallenge({ ...good, ...change })).toBeUndefined();
  });

  it('refuses what is not an object', () => {
    expect(readChallenge(null)).toBeUndefined();
    expect(readChallenge(salt)).toBeUndefined();
  });
});
