import { clearPendingLogout, readPendingLogout } from './local-state';
import { sendLogout } from './send-logout';
import { keepTrying, type RetryOptions } from './try-again';

type FinishResult = 'none' | 'sent' | 'still-pending';

// One sending at a time, whoever asks: the start of the portal (main.tsx), the sign-out page
// and the sign-in page may all find the same queued logout.
let finishing: Promise<FinishResult> | undefined;

/**
 * Sends a logout the user asked for while the server was out of reach. Called when the
 * connection returns and at every start of the portal. A session started since is safe twice
 * over: the logout names the old session's id, and signing in rotates the old session away.
 */
export function finishPendingSignOut(): Promise<FinishResult> {
  finishing ??= send().finally(() => {
    finishing = undefined;
  });
  return finishing;
}

async function send(): Promise<FinishResult> {
  const pending = readPendingLogout();
  if (!pending) return 'none';
  const result = await sendLogout(pending.sessionId);
  if (!result.ok) return 'still-pending';
  // Another tab may have queued a newer logout meanwhile; only clear the one just sent.
  if (readPendingLogout()?.at === pending.at) clearPendingLogout();
  return 'sent';
}

/** Whether a logout queued on this device waits to be sent, or is being sent now. */
export function signOutQueued(): boolean {
  return finishing !== undefined || readPendingLogout() !== undefined;
}

export interface KeepFinishingOptions extends RetryOptions {
  /** Called once no logout waits any more: sent, or sent by another tab. */
  readonly onFinished?: (() => void) | undefined;
  /** The caller's own try has just failed: the loop starts with a wait, not a try. */
  readonly afterFailure?: boolean | undefined;
}

// The one retry loop of the page load: a second caller joins it rather than start its own.
let retrying: { readonly waiting: Set<() => void>; readonly stop: () => void } | undefined;

/**
 * Sends the queued logout as soon as the page's retry policy says (session/try-again.ts), until
 * none waits, then calls `onFinished`. The start of the portal (main.tsx) and the sign-out
 * page, while it says the logout waits for the connection, share one loop, so the logout is
 * never sent twice over; the loop's timing is its first caller's. Returns what withdraws the
 * caller: the loop stops once nobody waits for it.
 */
export function keepFinishingSignOut(options: KeepFinishingOptions = {}): () => void {
  const { onFinished, ...retry } = options;
  if (!retrying) {
    const waiting = new Set<() => void>();
    const stop = keepTrying(async () => {
      if ((await finishPendingSignOut()) === 'still-pending') return false;
      if (retrying?.waiting === waiting) retrying = undefined;
      for (const finished of waiting) finished();
      return true;
    }, retry);
    retrying = { waiting, stop };
  }
  const loop = retrying;
  const caller = () => onFinished?.();
  loop.waiting.add(caller);
  return () => {
    loop.waiting.delete(caller);
    if (loop.waiting.size > 0 || retrying !== loop) return;
    retrying = undefined;
    loop.stop();
  };
}
