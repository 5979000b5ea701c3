import type { SuiteAppKey } from '../../config/suite-applications';
import { parseReturnTarget } from '../../validation/return-target';

/** Where signing in leads: an application of the suite, or one the portal has no card for. */
export type ReturnApp = SuiteAppKey | 'otherApp';

/**
 * Which application of the suite an accepted return target belongs to, by the addresses its
 * cards open (`apps`): the one on the target's origin, or, where several share an origin, the
 * one whose address the target is under, the deepest.
 */
function appAt(href: string, apps: Readonly<Record<SuiteAppKey, string>>): SuiteAppKey | undefined {
  const target = new URL(href);
  // Each is an http(s) URL: the configuration's rules hold them to it.
  const onOrigin = (Object.entries(apps) as [SuiteAppKey, string][]).filter(
    ([, url]) => new URL(url).origin === target.origin,
  );
  if (onOrigin.length === 1) return onOrigin[0]?.[0];
  const under = onOrigin
    .filter(([, url]) => target.href.startsWith(url))
    .sort(([, a], [, b]) => b.length - a.length);
  return under[0]?.[0];
}

/**
 * The application `redirect` leads to, judged as leaving will judge it (`parseReturnTarget`),
 * so only a target the portal will follow is ever named, and by its card's name, never by a
 * host someone wrote in a link: `otherApp` for an origin of the allow-list no card opens.
 * `undefined` for a target refused, and for a page of the portal, where the broker was already.
 */
export function returnAppOf(
  redirect: string | null,
  portalOrigin: string,
  config: {
    readonly returnOrigins: readonly string[];
    readonly apps: Readonly<Record<SuiteAppKey, string>>;
  },
): ReturnApp | undefined {
  const target = parseReturnTarget(redirect, portalOrigin, config.returnOrigins);
  if (target?.kind !== 'suite') return undefined;
  return appAt(target.href, config.apps) ?? 'otherApp';
}
