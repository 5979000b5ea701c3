import type { SignedIn } from '../api/sso-responses';
import { paths } from '../config/portal-paths';

/**
 * When a broker must choose the brokerage their session acts for, and where they do it. Read by
 * the sign-in page on its way out, the route guard of the main screen and the picker itself, so
 * the three agree (contract "Brokerages").
 */

/**
 * The SSO's "choice needed": a broker of several brokerages whose session acts for none yet
 * (`activeBrokerageId` null, no applications meanwhile). One membership never waits for this.
 */
export function choicePending(signedIn: SignedIn): boolean {
  return signedIn.session.activeBrokerageId === null && (signedIn.user.brokerages?.length ?? 0) > 1;
}

/**
 * The picker's address: `redirect`, where to go on after choosing (validated where it is
 * followed, as the sign-in page's is); `brokerage`, the one an application asked for, chosen at
 * once if the broker may.
 */
export function choiceHref(redirect: string | null, brokerage: string | null): string {
  const query = new URLSearchParams();
  if (redirect && redirect !== paths.home.path) query.set('redirect', redirect);
  if (brokerage) query.set('brokerage', brokerage);
  const search = query.toString();
  return search ? `${paths.chooseBrokerage.path}?${search}` : paths.chooseBrokerage.path;
}

/** Whether a portal path (its query and fragment included) is the picker's. */
export function isChoicePath(path: string): boolean {
  return path.split(/[?#]/, 1)[0]?.replace(/\/$/, '') === paths.chooseBrokerage.path;
}
