import { type Clock, deviceClock } from './clock';

/**
 * The page's one retry policy: what failed is tried again at once when the browser says it is
 * back online, else after a wait that grows with each failure (1 s, 2 s, 4 s… 30 s, the
 * schedule of `waitBeforeTryAgain` below), and a few times shortly after `online`, because the first
 * request after it can still fail while the connection settles and no other `online` follows.
 *
 * A weak mobile signal drops requests without the browser ever going offline: the growing wait
 * is what tries again then. While the browser knows it is offline, no request is spent on a try
 * that cannot work: the `online` event says when.
 */

/** The wait before the first new try, doubled after each failure up to `longestWaitMs`. */
export const firstWaitMs = 1_000;
export const longestWaitMs = 30_000;

/**
 * The wait before the next try, given the failures there were before the last one (0 after
 * the first failure): 1 s, 2 s, 4 s… 30 s at most. Passkey autofill pauses on it after a
 * refusal too (features/sign-in/autofill-refusals.ts).
 */
export function waitBeforeTryAgain(failures: number): number {
  return Math.min(firstWaitMs * 2 ** failures, longestWaitMs);
}

/** After `online`, the pauses before the quick tries that follow a failed one, in order. */
export const quickTriesAfterOnlineMs: readonly number[] = [1_000, 3_000];

/** What the browser says of its connection. */
export interface Connection {
  /** Whether it believes it is online (`navigator.onLine`). */
  isOnline(): boolean;
  /** Calls `listener` each time it says it is back online; returns what stops that. */
  onOnline(listener: () => void): () => void;
}

/** The browser's own, read when asked, so a test's stand-in for `navigator.onLine` applies. */
export const browserConnection: Connection = {
  isOnline: () => navigator.onLine,
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

export interface RetryOptions {
  /** The clock the waits run on; the device's by default. */
  readonly clock?: Clock | undefined;
  /** What says the browser is online, and when it comes back; the browser's by default. */
  readonly connection?: Connection | undefined;
  /** Failures the caller counted before the first this schedule is told of; 0 by default. */
  readonly failures?: number | undefined;
  /**
   * Whether a failure is tried again by itself after the growing wait (the default), or only
   * when the browser comes back online: for what only the network's loss could have stopped,
   * such as passkey autofill, which the user never asked for.
   */
  readonly byItself?: boolean | undefined;
}

export interface RetrySchedule {
  /** An attempt starts, whoever started it: a try that was waiting is no longer due. */
  started(): void;
  /** The attempt failed: the next comes when it is worth it (see the module). */
  failed(): void;
  /** The attempt worked, or ended in a way trying again cannot change: all is forgotten. */
  settled(): void;
  /** A failure waits for its next try. */
  readonly waiting: boolean;
  /** Nothing more: no wait, no listening. */
  stop(): void;
}

/**
 * The policy for attempts the caller makes: it says when one starts, fails or settles, and the
 * schedule calls `tryAgain` when the next is due.
 */
export function retrySchedule(tryAgain: () => void, options: RetryOptions = {}): RetrySchedule {
  const { clock = deviceClock, connection = browserConnection, byItself = true } = options;
  const failuresAtFirst = options.failures ?? 0;
  let state: 'idle' | 'trying' | 'waiting' = 'idle';
  let failures = failuresAtFirst;
  let quickPauses: number[] = [];
  // The browser came back online while an attempt was under way: it may have failed for the
  // loss that just ended, and no other `online` is coming, so its failure is tried again at once.
  let backOnline = false;
  let cancelWait = () => {};
  let stopped = false;

  const tryNow = () => {
    cancelWait();
    state = 'trying';
    backOnline = false;
    tryAgain();
  };
  const waitFor = (ms: number) => {
    cancelWait = clock.setTimer(() => {
      cancelWait = () => {};
      if (connection.isOnline()) tryNow();
    }, ms);
  };
  const stopListening = connection.onOnline(() => {
    if (stopped) return;
    quickPauses = [...quickTriesAfterOnlineMs];
    if (state === 'waiting') tryNow();
    else if (state === 'trying') backOnline = true;
  });

  return {
    started() {
      if (stopped) return;
      cancelWait();
      state = 'trying';
      backOnline = false;
    },
    failed() {
      if (stopped) return;
      cancelWait();
      const before = failures;
      failures += 1;
      if (backOnline) {
        tryNow();
        return;
      }
      state = 'waiting';
      const quick = quickPauses.shift();
      if (quick !== undefined) waitFor(quick);
      else if (byItself) waitFor(waitBeforeTryAgain(before));
    },
    settled() {
      cancelWait();
      state = 'idle';
      failures = failuresAtFirst;
      quickPauses = [];
      backOnline = false;
    },
    get waiting() {
      return state === 'waiting';
    },
    stop() {
      stopped = true;
      cancelWait();
      stopListening();
    },
  };
}

/**
 * Runs `attempt` until it says it is done (true), on the policy above, and returns what stops
 * it. It starts with a try, or with a wait when the caller's own first try has just failed
 * (`afterFailure`). An attempt that throws has failed.
 */
export function keepTrying(
  attempt: () => Promise<boolean>,
  options: RetryOptions & { readonly afterFailure?: boolean | undefined } = {},
): () => void {
  let stopped = false;
  const run = () => {
    schedule.started();
    attempt()
      .catch(() => false)
      .then((done) => {
        if (stopped) return;
        if (done) stop();
        else schedule.failed();
      });
  };
  const schedule = retrySchedule(run, options);
  const stop = () => {
    stopped = true;
    schedule.stop();
  };
  if (options.afterFailure) schedule.failed();
  else run();
  return stop;
}

/**
 * Runs `retry` once, when trying again what failed is worth it by the policy above: at once
 * when the browser says it is back online, or, while it believes it is online, after a wait
 * that doubles with each of the `failures` before this one (0 after the first). For a caller
 * that counts its own failures and is not told how a try went, as the service worker's
 * registration (sw/register-later.ts); one that is uses `keepTrying`, which adds the quick
 * tries after `online`.
 */
export function tryAgainLater(retry: () => void, failures: number): void {
  const schedule = retrySchedule(
    () => {
      schedule.stop();
      retry();
    },
    { failures },
  );
  schedule.failed();
}
