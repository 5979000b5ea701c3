import { createHash, webcrypto } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { StubRequest, StubResponse } from './stub-server';

/**
 * The SSO's bot challenge as a stub plays it (docs/openapi.yaml, tag `bot-challenge`): a 403
 * carrying a challenge, and a check of the solution a request sends back in `Gofy-Challenge`.
 * Kept small (maxnumber 2,000, its number in the first batch) so the page's own thread solves it at once: jsdom has no
 * Worker, which is the page's fallback, and no WebCrypto digest, for which Node's stands in
 * (call `setUpChallenges` at the top of the file).
 */

let issued = 0;

/** A 403 asking for a challenge, whose number is `number`. */
export function challengeRefusal(
  code: 'challenge_required' | 'challenge_invalid' = 'challenge_required',
  number = 150,
): StubResponse {
  issued += 1;
  const salt = `${String(issued).padStart(32, '0')}?expires=1999999999`;
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return {
    status: 403,
    body: {
      error: {
        code,
        message: 'Solve the challenge first.',
        challenge: {
          algorithm: 'SHA-256',
          challenge,
          salt,
          signature: 'b'.repeat(64),
          maxnumber: 2_000,
        },
      },
    },
  };
}

/** A solution as the page sends it (base64 of its JSON), decoded. */
export function decodeSolution(encoded: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>;
}

/** Whether a decoded solution is right: SHA-256(salt + number) is its challenge. */
export function rightSolution(solution: Record<string, unknown>): boolean {
  const digest = createHash('sha256')
    .update(`${String(solution.salt)}${String(solution.number)}`)
    .digest('hex');
  return digest === solution.challenge && solution.algorithm === 'SHA-256';
}

/** The solution a request carries, decoded; `undefined` when it carries none. */
export function solutionOf(request: StubRequest | undefined): Record<string, unknown> | undefined {
  const header = request?.headers['gofy-challenge'];
  return typeof header === 'string' ? decodeSolution(header) : undefined;
}

/** Whether a request carries a right solution: SHA-256(salt + number) is the challenge. */
export function solvedRightly(request: StubRequest | undefined): boolean {
  const solution = solutionOf(request);
  return solution !== undefined && rightSolution(solution);
}

/**
 * Sets a file's tests up to meet challenges: Node's WebCrypto in place of jsdom's missing one,
 * and the code that meets a challenge (a chunk the page loads with the first refusal) compiled
 * before the first test, as `compilePagesFirst` does for pages: on a loaded machine, compiling
 * it on first use took most of that test's time.
 */
export function setUpChallenges() {
  beforeAll(async () => {
    await Promise.all([
      import('../../src/api/http-client'),
      import('../../src/api/challenge/meet-challenge'),
    ]);
  });
  beforeEach(() => {
    vi.stubGlobal('crypto', webcrypto);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
