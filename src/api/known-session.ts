/**
 * The public id of the session this page last saw, kept in memory only. A deferred logout
 * names it so the server ends that session and not one started later.
 */
let sessionId: string | undefined;

export function rememberSessionId(id: string): void {
  sessionId = id;
}

export function knownSessionId(): string | undefined {
  return sessionId;
}

export function forgetSessionId(): void {
  sessionId = undefined;
}
