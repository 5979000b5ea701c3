import { clearPendingLogout, readPendingLogout } from './local-state';
import { sendLogout } from './send-logout';

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
