const units = [
  ['year', 365 * 24 * 60 * 60_000],
  ['month', 30 * 24 * 60 * 60_000],
  ['week', 7 * 24 * 60 * 60_000],
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
] as const;

/**
 * How long ago `then` was, in the largest whole unit ("5 minutes ago", "há 2 dias"), or
 * `justNow` under a minute. The SSO rounds these times down to the minute: only an
 * approximate time is shown, and a time a little ahead of this device's clock reads as now.
 */
export function timeAgo(
  format: Intl.RelativeTimeFormat,
  then: Date,
  now: number,
  justNow: string,
): string {
  const elapsed = now - then.getTime();
  for (const [unit, size] of units) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return justNow;
}
