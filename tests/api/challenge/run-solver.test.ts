import { describe, expect, it } from 'vitest';
import { runSolver } from '../../../src/api/challenge/run-solver';
import type { SolverMessage } from '../../../src/api/challenge/solver-messages';
import { challengeFor } from './challenge-fixtures';

/** A worker played by the test: it hears what the page asks and says what the test scripts. */
class ScriptedWorker {
  onmessage: ((event: MessageEvent<SolverMessage>) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  asked: unknown[] = [];
  terminated = false;
  constructor(private readonly script: (worker: ScriptedWorker) => void) {}
  postMessage(message: unknown) {
    this.asked.push(message);
    queueMicrotask(() => this.script(this));
  }
  say(message: SolverMessage) {
    this.onmessage?.({ data: message } as MessageEvent<SolverMessage>);
  }
  fail() {
    this.onerror?.({ preventDefault() {} });
  }
  terminate() {
    this.terminated = true;
  }
}

const asWorker = (worker: ScriptedWorker) => () => worker as unknown as Worker;

describe('running the solver', () => {
  it('asks the worker, relays its progress and ends it once it has the number', async () => {
    const challenge = challengeFor(600);
    const worker = new ScriptedWorker((w) => {
      w.say({ kind: 'progress', tried: 500 });
      w.say({ kind: 'solved', number: 600 });
    });
    const tried: number[] = [];
    await expect(
      runSolver(challenge, { makeWorker: asWorker(worker), onProgress: (n) => tried.push(n) }),
    ).resolves.toBe(600);
    expect(worker.asked).toEqual([{ challenge }]);
    expect(tried).toEqual([500]);
    expect(worker.terminated).toBe(true);
  });

  it('answers nothing when the worker found no number in the range', async () => {
    const worker = new ScriptedWorker((w) => w.say({ kind: 'solved', number: null }));
    await expect(
      runSolver(challengeFor(5, 10), { makeWorker: asWorker(worker) }),
    ).resolves.toBeUndefined();
  });

  it('solves on the page when no worker can be made', async () => {
    const refused = () => {
      throw new DOMException('refused by the policy', 'SecurityError');
    };
    await expect(runSolver(challengeFor(321, 1000), { makeWorker: refused })).resolves.toBe(321);
  });

  it("solves on the page when the worker's script cannot run", async () => {
    const worker = new ScriptedWorker((w) => w.fail());
    await expect(runSolver(challengeFor(42, 1000), { makeWorker: asWorker(worker) })).resolves.toBe(
      42,
    );
    expect(worker.terminated).toBe(true);
  });

  it('ends the worker and gives up when cancelled', async () => {
    const control = new AbortController();
    const worker = new ScriptedWorker((w) => {
      w.say({ kind: 'progress', tried: 500 });
      control.abort(new Error('left the page'));
    });
    await expect(
      runSolver(challengeFor(40_000), { makeWorker: asWorker(worker), signal: control.signal }),
    ).rejects.toThrow('left the page');
    expect(worker.terminated).toBe(true);
  });

  it('cancels the search on the page too', async () => {
    const control = new AbortController();
    const refused = () => {
      throw new Error('no workers here');
    };
    const search = runSolver(challengeFor(49_000), {
      makeWorker: refused,
      signal: control.signal,
      onProgress: (tried) => {
        if (tried >= 400) control.abort(new Error('left the page'));
      },
    });
    await expect(search).rejects.toThrow('left the page');
  });
});
