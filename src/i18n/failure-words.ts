import type { CatalogueKey } from './messages-en';

/**
 * What every page says of a failure, in one place, so that the next form says it the same
 * way: the failures any request can meet, how many attempts are left, and how long to wait.
 * A page's own table (`sign-in-failure-words.ts`, `account-failure-words.ts`,
 * `code-failure-words.ts`) words only what is its own, and takes the rest from here.
 *
 * In the bottom layer, so that the catalogues' helpers, the shared components and the pages
 * can all read it; like a catalogue, it names the kinds of failure without importing `api/`
 * (`request-failure.ts` there names the transport ones): the call sites' types keep the two
 * in step.
 */

/**
 * The words for what any request of the portal can meet, whatever it asked: no connection, no
 * answer in time, no service, an answer the portal cannot read, or a refusal to protect the
 * account (the cross-site check). In the catalogue the page loads first, not with the answers'
 * words (answer-messages-en.ts): the code that reads answers may itself be what could not come.
 */
export const requestFailureMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
  forbidden: 'error.forbidden',
} as const satisfies Readonly<Record<string, CatalogueKey>>;

export type RequestFailureKind = keyof typeof requestFailureMessages;

export function isRequestFailure(kind: string): kind is RequestFailureKind {
  return Object.hasOwn(requestFailureMessages, kind);
}

/** The message for a failure any request can meet. */
export function requestFailureMessage(kind: RequestFailureKind): CatalogueKey {
  return requestFailureMessages[kind];
}

/**
 * How many attempts may be left for the count to be said. One policy for every count the
 * service gives (wrong passwords before an email is locked, wrong codes before codes are): said
 * once few remain, when the next try or two decide. Earlier, the count is noise beside a typo,
 * and a first slip reads as a threat. The count reveals nothing: the service counts whether
 * or not an account has the email.
 */
export const fewAttemptsLeft = 2;

/** `text`, followed by how many attempts are left when few are (`saying` words the count). */
export function appendFewAttemptsLeft(
  text: string,
  attemptsLeft: number | undefined,
  saying: (count: number) => string,
): string {
  if (attemptsLeft === undefined || attemptsLeft > fewAttemptsLeft) return text;
  return `${text} ${saying(attemptsLeft)}`;
}

/**
 * A wait in words in `locale`: seconds below a minute ("40 segundos"), whole minutes below an
 * hour ("15 minutos"), hours and minutes beyond ("2 horas", "1 hora e 30 minutos"), always
 * rounded up to the minute, so the user is never told to come back too early. Not "14:59",
 * which a Brazilian reads as a time of day, nor "1.440 minutos" for a lock of a day. Every
 * message with a wait fills its `{wait}` with this, counted down by `CountdownMessage`.
 */
export function formatWait(seconds: number, locale: string): string {
  const amount = (value: number, unit: 'second' | 'minute' | 'hour') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  if (seconds < 60) return amount(Math.max(0, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return amount(minutes, 'minute');
  const parts = [amount(Math.floor(minutes / 60), 'hour')];
  if (minutes % 60 > 0) parts.push(amount(minutes % 60, 'minute'));
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}
