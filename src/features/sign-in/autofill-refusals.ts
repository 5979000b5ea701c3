import { waitBeforeTryAgain } from '../../session/try-again';

/**
 * How passkey autofill backs off when the browser refuses it at once: some authenticators and
 * password managers answer every conditional request with "not allowed" the moment it is
 * made, and a page that simply asked again spent a request to the SSO each time, hundreds a
 * second. A refusal that came this long or more after the browser was asked is a person's
 * doing (they had to open the list, choose a passkey, then cancel their device's prompt) and
 * is answered as before, with a new offer at once.
 */
export const refusedAtOnceMs = 5_000;

/** Autofill gives up, for the page's lifetime, at this many refusals at once. */
export const refusalsBeforeGivingUp = 4;

/**
 * The pause before offering passkeys in autofill again after the page's `refusals` refusals
 * at once (1 after the first), on the page's retry schedule: 1 s, 2 s, 4 s. `undefined` once
 * autofill should give up: a browser that refuses for good costs the SSO four requests in
 * all, over seven seconds, and one that refuses for a moment has had that long to recover.
 */
export function pauseAfterRefusals(refusals: number): number | undefined {
  if (refusals >= refusalsBeforeGivingUp) return undefined;
  return waitBeforeTryAgain(Math.max(refusals - 1, 0));
}
