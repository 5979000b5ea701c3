// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeEmail } from '../accounts/users.js';

/**
 * A few weeks of activity for the demo accounts (data/demo-activity.json), dated back from
 * the service's clock at start, so that a newcomer signing in as Ana sees the activity page
 * as it will look, a refused sign-in from a stranger's browser included. The file's format is
 * in data/README.md. Entries for an email without an account are left out: a users file of
 * one's own need not match it.
 */

export const defaultActivityFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../data/demo-activity.json',
);

const unitMs = { d: 86_400_000, h: 3_600_000, m: 60_000 };

/**
 * "3d 6h 2m" in milliseconds.
 *
 * @param {unknown} ago
 * @param {number} index For the error.
 */
function readAgo(ago, index) {
  const parts = typeof ago === 'string' ? ago.trim().split(/\s+/) : [];
  let total = 0;
  for (const part of parts) {
    const match = /^(\d+)([dhm])$/.exec(part);
    if (!match) throw new Error(`demo activity, event ${index}: "ago" must read like "3d 6h 2m"`);
    total += Number(match[1]) * unitMs[/** @type {'d' | 'h' | 'm'} */ (match[2])];
  }
  if (parts.length === 0) throw new Error(`demo activity, event ${index}: "ago" is missing`);
  return total;
}

/**
 * Records the file's events in `log` for the accounts `users` knows.
 *
 * @param {string | false} file
 * @param {{ log: import('./activity-log.js').ActivityLog,
 *   users: import('../accounts/users.js').UserDirectory, now: () => number }} deps
 */
export function loadDemoActivity(file, deps) {
  if (file === false) return;
  const { devices = {}, events = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const start = deps.now();
  events.forEach((/** @type {Record<string, unknown>} */ event, /** @type {number} */ index) => {
    const user = deps.users.findByEmail(normalizeEmail(String(event.email)));
    if (!user) return;
    const userAgent = devices[String(event.device)];
    if (typeof userAgent !== 'string') {
      throw new Error(`demo activity, event ${index}: no device "${event.device}"`);
    }
    deps.log.record(
      user.id,
      /** @type {import('./activity-log.js').ActivityDetails} */ ({
        kind: event.kind,
        ...(event.result ? { result: event.result } : {}),
        ...(event.method ? { method: event.method } : {}),
        ...(event.provider ? { provider: event.provider } : {}),
        userAgent,
        address: String(event.address),
      }),
      start - readAgo(event.ago, index),
    );
  });
}
