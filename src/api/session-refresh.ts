import { sendRequest as send } from './send-request';
import { readSession, ssoClient, type WhoamiResult } from './sso-calls';

// Apart from sso.ts: only the main screen extends a session, so the sign-in page's up-front
// JavaScript does without it.

/**
 * "Stay signed in": the server gives the session a full lifetime again and answers as whoami
 * does, with the later `expiresAt`. A session that already ended answers `signed-out`.
 */
export async function refreshSession(signal?: AbortSignal): Promise<WhoamiResult> {
  return readSession(
    await send(() => ssoClient().post('session/refresh', signal ? { signal } : {})),
  );
}
