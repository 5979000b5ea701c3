import { type BotChallenge, solveChallenge } from './solve-challenge';
import type { SolveRequest, SolverMessage } from './solver-messages';

export interface RunOptions {
  readonly onProgress?: (tried: number) => void;
  /** Ends the search (and its worker); the promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Only for tests: how a worker is made (none: the page's thread solves). */
  readonly makeWorker?: () => Worker;
}

/** Where a production build serves the solver (scripts/build/plugin-solver-worker.ts). */
declare const __SOLVER_WORKER__: string;

// The solver comes from the portal's own origin, which the CSP's `worker-src 'self'` allows,
// and nothing else. A production build serves it under a name of its own; elsewhere (the dev
// server) Rspack makes it from `new URL(..., import.meta.url)`, the branch a production
// build leaves out, with the code that branch would add to the first script.
function solverWorker(): Worker {
  return __SOLVER_WORKER__
    ? new Worker(__SOLVER_WORKER__)
    : new Worker(new URL('./solver.worker.ts', import.meta.url));
}

/** Yields to the page between batches: a task of its own, so input and paint come first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Solves on the page's own thread, a batch at a time. The fallback where no worker can be
 * made: a browser refusing workers (some in-app browsers, a deployment whose CSP forgot
 * `worker-src`) or a worker script that could not be fetched. Slower, and the page stays
 * usable between batches, which is better than a broker who cannot sign in at all.
 */
function solveOnPage(challenge: BotChallenge, options: RunOptions): Promise<number | undefined> {
  return solveChallenge(challenge, {
    batchSize: 200,
    between: nextTask,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Finds the number that answers `challenge`: in a worker, or on the page's thread when a
 * worker cannot be made or dies before answering. `undefined` when no number answers it.
 */
export function runSolver(
  challenge: BotChallenge,
  options: RunOptions = {},
): Promise<number | undefined> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  let worker: Worker;
  try {
    worker = (options.makeWorker ?? solverWorker)();
  } catch {
    return solveOnPage(challenge, options);
  }
  return new Promise<number | undefined>((resolve, reject) => {
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<SolverMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') options.onProgress?.(message.tried);
      else {
        end();
        if (message.kind === 'solved') resolve(message.number ?? undefined);
        else resolve(solveOnPage(challenge, options));
      }
    };
    // A worker whose script could not run (refused, not found, crashed): the page solves
    // the challenge itself.
    worker.onerror = (event) => {
      event.preventDefault();
      end();
      resolve(solveOnPage(challenge, options));
    };
    worker.postMessage({ challenge } satisfies SolveRequest);
  });
}
