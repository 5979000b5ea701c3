import { forgetSession, knownSessionId } from '../../api/known-session';
import {
  clearPendingLogout,
  forgetLocalState,
  rememberPendingLogout,
} from '../../session/local-state';
import { sendLogout } from '../../session/send-logout';
import { announceSessionEvent } from '../../session/session-broadcast';

/**
 * Signs the user out of this device at once, then of the server. When the server cannot be
 * reached, the logout is queued (naming the session it is meant for) and sent when the
 * connection returns or at the next start; it is queued whether or not the page is still open.
 */
export async function signOutOfPortal(): Promise<'done' | 'unreachable'> {
  // Local state goes first and unconditionally: whatever the server says, this device is
  // signed out from this moment.
  const sessionId = knownSessionId();
  forgetSession();
  forgetLocalState();

  const result = await sendLogout();
  // Told only now, so another tab's whoami cannot still find the session alive.
  announceSessionEvent('signed-out');
  if (result.ok) {
    clearPendingLogout();
    return 'done';
  }
  rememberPendingLogout(sessionId ? { at: Date.now(), sessionId } : { at: Date.now() });
  return 'unreachable';
}
