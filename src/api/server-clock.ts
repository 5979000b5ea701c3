/**
 * How far this device's clock is from the server's, and the one reader of the times the
 * service states. Device clocks are often minutes or hours off (set by hand, a time zone taken
 * for another, a flat battery), and a time the server states (when the session ends, when a
 * passkey was last used, when to retry) is only right on the server's clock. Every SSO answer
 * is dated by that clock (docs/openapi.yaml, "Clock"), so each answer says how far off the
 * device is at the moment it arrives. Every date a call hands on is read by `dateReader`, so
 * that the pages count down to, and show, the moment the server meant.
 */

// `Date` has whole seconds and the answer takes a while to arrive: a clock this close is
// taken to agree, so a well-set device counts exactly as before.
const agreeWithinMs = 5_000;

/** Milliseconds to add to this device's clock to read the server's; 0 without a `Date`. */
export function serverClockOffset(response: Response, receivedAt = Date.now()): number {
  const header = response.headers.get('date');
  const dated = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(dated)) return 0;
  // The middle of the second the header names is the best guess.
  const offset = dated + 500 - receivedAt;
  return Math.abs(offset) < agreeWithinMs ? 0 : offset;
}

/** A moment stated on the server's clock, as this device's clock will read it. */
export function onDeviceClock(serverTime: Date, offsetMs: number): Date {
  return new Date(serverTime.getTime() - offsetMs);
}

/** Reads a contract `date-time`: `undefined` for anything that is not one. */
export type ReadDate = (value: unknown) => Date | undefined;

/** A contract `date-time` as it is written, on the server's clock. */
export const parseDateTime: ReadDate = (value) => {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** Reads the `date-time`s of one answer as this device's clock will read those moments. */
export function dateReader(response: Response, receivedAt = Date.now()): ReadDate {
  const offset = serverClockOffset(response, receivedAt);
  return (value) => {
    const date = parseDateTime(value);
    return date && onDeviceClock(date, offset);
  };
}
