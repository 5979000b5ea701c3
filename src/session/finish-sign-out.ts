import { signOut } from '../api/sso';
import { clearPendingLogout, keepingDevicePreferences, readPendingLogout } from './local-state';

/**
 * Sends a logout the user asked for while the server was out of reach. Called when the
 * connection returns and at every start of the portal. A session started since is safe twice
 * over: the logout names the old session's id, and signing in rotates the old session away.
 */
export async function finishPendingSignOut(): Promise<'none' | 'sent' | 'still-pending'> {
  const pending = readPendingLogout();
  if (!pending) return 'none';
  const result = await keepingDevicePreferences(() => signOut(pending.sessionId));
  if (!result.ok) return 'still-pending';
  // Another tab may have queued a newer logout meanwhile; only clear the one just sent.
  if (readPendingLogout()?.at === pending.at) clearPendingLogout();
  return 'sent';
}
