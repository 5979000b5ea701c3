// @ts-check
import { describeUserAgent } from '../http/user-agent.js';

/**
 * The contract's `ActivityEvent` of a kept entry: the device in words, the address, whether
 * the session asking made it. The session's id itself is never shown.
 *
 * @param {import('./activity-log.js').ActivityEntry} entry
 * @param {string | undefined} currentSessionId The session of the request, if any.
 */
export function activityEventView(entry, currentSessionId) {
  return {
    id: entry.id,
    at: new Date(entry.at).toISOString(),
    kind: entry.kind,
    ...(entry.result ? { result: entry.result } : {}),
    ...(entry.method ? { method: entry.method } : {}),
    ...(entry.provider ? { provider: entry.provider } : {}),
    ...describeUserAgent(entry.userAgent),
    address: entry.address,
    thisDevice: currentSessionId !== undefined && entry.sessionId === currentSessionId,
    reported: entry.reported,
  };
}

/**
 * Every event the service keeps of the user (not only the page's 30 days), as the contract
 * writes them, newest first: what an export of the user's data (LGPD art. 18) includes.
 *
 * @param {import('./activity-log.js').ActivityLog} log
 * @param {string} userId
 * @param {string} [currentSessionId]
 */
export function retainedActivityOf(log, userId, currentSessionId) {
  return log.allOf(userId).map((entry) => activityEventView(entry, currentSessionId));
}
