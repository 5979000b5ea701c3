import { webcrypto } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SolverMessage } from '../../../src/api/challenge/solver-messages';
import { challengeFor } from './challenge-fixtures';

// The worker's file, run here in the page's scope: `self` is the window, whose postMessage
// stands in for the worker's. jsdom has no WebCrypto digest: Node's stands in, as browsers'.
let handler: ((event: MessageEvent) => void) | undefined;

beforeAll(async () => {
  vi.stubGlobal('crypto', webcrypto);
  await import('../../../src/api/challenge/solver.worker');
  handler = self.onmessage?.bind(self);
});

beforeEach(() => {
  vi.stubGlobal('crypto', webcrypto);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function askWorker(data: unknown): Promise<SolverMessage[]> {
  const told: SolverMessage[] = [];
  return new Promise((resolve) => {
    vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
      told.push(message as SolverMessage);
      if ((message as SolverMessage).kind !== 'progress') resolve(told);
    });
    handler?.({ data } as MessageEvent);
  });
}

describe("the solver's worker", () => {
  it('tells its progress, then the number', async () => {
    const told = await askWorker({ challenge: challengeFor(1200) });
    expect(told).toEqual([
      { kind: 'progress', tried: 500 },
      { kind: 'progress', tried: 1000 },
      { kind: 'solved', number: 1200 },
    ]);
  });

  it('says no number answered a challenge out of its range', async () => {
    const told = await askWorker({ challenge: challengeFor(30, 20) });
    expect(told.at(-1)).toEqual({ kind: 'solved', number: null });
  });

  it('says it failed when WebCrypto refuses', async () => {
    vi.spyOn(webcrypto.subtle, 'digest').mockRejectedValue(new Error('not a secure context'));
    const told = await askWorker({ challenge: challengeFor(3) });
    expect(told).toEqual([{ kind: 'failed' }]);
  });
});
