/**
 * Failures that can happen before a service gives any answer the portal can use. Every service
 * module maps transport problems onto these, so pages word them the same way everywhere.
 */
export type TransportFailure = 'offline' | 'timeout' | 'unavailable' | 'malformed';

/** Classifies an exception thrown by ky or fetch. */
export function classifyThrown(error: unknown): TransportFailure {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  // fetch reports an unreachable host as a TypeError; only the browser knows if it is offline.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return 'unavailable';
}

/**
 * Reads a body as JSON without trusting the Content-Type: a proxy's HTML error page or a
 * truncated body yields `undefined` instead of an exception.
 */
export async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds from a `Retry-After` header, which may be a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date names its weekday and month; `Date.parse` alone would take "-5" for a year.
  if (!/^[a-z]{3}, /i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
