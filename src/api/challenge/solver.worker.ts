import { solveChallenge } from './solve-challenge';
import type { SolveRequest, SolverMessage } from './solver-messages';

/**
 * The solver's worker: a file of its own, fetched only when the SSO asks for a challenge
 * (run-solver.ts), so the search's thousands of digests never hold up the page's thread.
 * Cancelled by terminating it.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: SolverMessage): void;
};

scope.onmessage = (event) => {
  const tell = (message: SolverMessage) => scope.postMessage(message);
  solveChallenge(event.data.challenge, { onProgress: (tried) => tell({ kind: 'progress', tried }) })
    .then((number) => tell({ kind: 'solved', number: number ?? null }))
    // WebCrypto missing or refusing (an insecure context): the page says the check failed.
    .catch(() => tell({ kind: 'failed' }));
};
