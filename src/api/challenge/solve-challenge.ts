/**
 * The proof of work the SSO asks for under risk (docs/openapi.yaml, `BotChallenge`: the ALTCHA
 * protocol): find `number` in 0..maxnumber whose SHA-256 of `salt + number`, in hex, is
 * `challenge`. Pure and free of the page: the worker runs it (solver.worker.ts), and the page
 * itself in slices when no worker can be made (run-solver.ts).
 */

/** A challenge as the SSO sends it, its members checked (`readChallenge`). */
export interface BotChallenge {
  readonly algorithm: 'SHA-256';
  /** The SHA-256 to find, in lowercase hex. */
  readonly challenge: string;
  readonly salt: string;
  /** The SSO's own signature of the challenge; the page hands it back untouched. */
  readonly signature: string;
  /** The largest number the search tries. */
  readonly maxnumber: number;
}

// Far above any difficulty a deployment would set (seconds of a phone's time are ~10^6): a
// larger range is not a challenge a broker's device could answer, and is refused unread.
export const largestMaxnumber = 50_000_000;

/** The challenge in an answer's body, or `undefined` when it is not one the page can solve. */
export function readChallenge(value: unknown): BotChallenge | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { algorithm, challenge, salt, signature, maxnumber } = value as Record<string, unknown>;
  if (algorithm !== 'SHA-256') return undefined;
  if (typeof challenge !== 'string' || !/^[0-9a-f]{64}$/i.test(challenge)) return undefined;
  if (typeof salt !== 'string' || typeof signature !== 'string' || !signature) return undefined;
  if (typeof maxnumber !== 'number' || !Number.isSafeInteger(maxnumber)) return undefined;
  if (maxnumber < 0 || maxnumber > largestMaxnumber) return undefined;
  return { algorithm, challenge: challenge.toLowerCase(), salt, signature, maxnumber };
}

export interface SolveOptions {
  /** How many numbers have been tried so far, after each batch. */
  readonly onProgress?: (tried: number) => void;
  /** Stops the search: it then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /**
   * Digests asked for at once. WebCrypto answers each digest through a promise: asking for
   * many together spreads that cost, which is most of the time a digest of a few bytes takes.
   */
  readonly batchSize?: number;
  /** Awaited between batches: the main thread's solver gives the page its turn there. */
  readonly between?: () => Promise<void>;
  /** The digest, WebCrypto's unless a test's. */
  readonly digest?: (data: Uint8Array) => Promise<ArrayBuffer>;
}

const defaultBatchSize = 500;

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, wanted: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  for (let i = 0; i < wanted.length; i += 1) if (bytes[i] !== wanted[i]) return false;
  return true;
}

/**
 * The number that answers `challenge`, or `undefined` when none in 0..maxnumber does (a
 * challenge the page cannot answer: the SSO is asked for another). Rejects once `signal` aborts.
 */
export async function solveChallenge(
  challenge: BotChallenge,
  options: SolveOptions = {},
): Promise<number | undefined> {
  const { signal, onProgress, between } = options;
  const batchSize = Math.max(1, options.batchSize ?? defaultBatchSize);
  const digest =
    options.digest ??
    ((data: Uint8Array) => crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  const wanted = bytesOfHex(challenge.challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += batchSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + batchSize - 1, challenge.maxnumber);
    const digests: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n += 1) digests.push(digest(encoder.encode(challenge.salt + n)));
    const found = (await Promise.all(digests)).findIndex((d) => sameBytes(d, wanted));
    if (found !== -1) return start + found;
    onProgress?.(end + 1);
    if (between) await between();
  }
  signal?.throwIfAborted();
  return undefined;
}
