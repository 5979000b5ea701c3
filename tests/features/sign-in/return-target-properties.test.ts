import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  parseReturnTarget,
  type ReturnTarget,
  showsAuthPage,
} from '../../../src/validation/return-target';
import {
  authPageLookAlike,
  authPageTarget,
  hostileTarget,
  safePathQueryHash,
} from '../../support/hostile-return-targets';
import { getConfig } from '../../support/mock-config';

const portalOrigin = 'https://portal.qa.gofy.example';
const { returnOrigins } = getConfig();
const origins = { portalOrigin, allowedOrigins: returnOrigins };

const parse = (raw: string) => parseReturnTarget(raw, portalOrigin, returnOrigins);

/**
 * Where the browser ends up: a portal path is pushed onto history while on `/login`, so it is
 * resolved against that page, as the browser would; a suite URL is loaded as it is.
 */
function landing(target: ReturnTarget): URL {
  return target.kind === 'portal'
    ? new URL(target.path, `${portalOrigin}/login?redirect=x`)
    : new URL(target.href);
}

/** The property every accepted target must have, whatever was typed. */
function landsSafely(target: ReturnTarget | undefined): boolean {
  if (target === undefined) return true;
  if (target.kind === 'portal' && !/^\/(?![/\\])/.test(target.path)) return false;
  const url = landing(target);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    (url.origin === portalOrigin || returnOrigins.includes(url.origin))
  );
}

const tally = { hostileTried: 0, hostileRejected: 0, validTried: 0, validAccepted: 0 };

afterAll(() => {
  // Real counts of generated runs, read by people comparing runs of the suite.
  console.log(
    `hostile targets rejected: ${tally.hostileRejected} / ${tally.hostileTried} tried, ` +
      `valid targets accepted: ${tally.validAccepted} / ${tally.validTried} tried`,
  );
});

/** Whether a hostile target is refused, counted in the tally either way. */
function refusedAndCounted(raw: string): boolean {
  const target = parse(raw);
  tally.hostileTried += 1;
  if (target === undefined) tally.hostileRejected += 1;
  return target === undefined;
}

describe('parseReturnTarget, over generated targets', () => {
  it('refuses hostile targets, and whatever it accepts lands on the portal or an allowed origin', () => {
    fc.assert(fc.property(hostileTarget(origins), refusedAndCounted), { numRuns: 5000 });
  });

  it('refuses every spelling of a page for signed-out visitors that would still open it', () => {
    fc.assert(fc.property(authPageTarget(portalOrigin), refusedAndCounted), { numRuns: 2000 });
  });

  it('accepts a portal path that only looks like a page for signed-out visitors, as it was', () => {
    fc.assert(
      fc.property(authPageLookAlike(), (raw) => {
        tally.validTried += 1;
        const target = parse(raw);
        if (target?.kind === 'portal' && target.path === raw) tally.validAccepted += 1;
        expect(target).toEqual({ kind: 'portal', path: raw });
      }),
      { numRuns: 300 },
    );
  });

  // One test per kind of input: each is CPU work only, and a loaded machine stretches it.
  it.each([
    ['any string', fc.string({ unit: 'binary', maxLength: 120 })],
    ['any web URL', fc.webUrl({ withQueryParameters: true, withFragments: true })],
    [
      'any text after an allowed origin, or the portal’s',
      fc
        .tuple(fc.constantFrom(portalOrigin, ...returnOrigins, ''), fc.string({ maxLength: 40 }))
        .map(([origin, rest]) => `${origin}${rest}`),
    ],
  ] as const)(
    'sends nothing it accepts off the portal and the allowed origins, for %s',
    (_, raw) => {
      fc.assert(
        fc.property(raw as fc.Arbitrary<string>, (target) => landsSafely(parse(target))),
        { numRuns: 700 },
      );
    },
  );

  it('accepts a path, query and fragment under an allowed origin, and keeps them as they were', () => {
    fc.assert(
      fc.property(fc.constantFrom(...returnOrigins), safePathQueryHash, (origin, rest) => {
        const raw = `${origin}${rest}`;
        tally.validTried += 1;
        const target = parse(raw);
        if (target?.kind === 'suite' && target.href === raw) tally.validAccepted += 1;
        expect(target).toEqual({ kind: 'suite', href: raw });
      }),
      { numRuns: 1500 },
    );
  });

  it('accepts a path of the portal, as a path or a full URL, and keeps it as it was', () => {
    fc.assert(
      fc.property(safePathQueryHash, fc.boolean(), (rest, asUrl) => {
        fc.pre(!showsAuthPage(new URL(rest, portalOrigin).pathname));
        const raw = asUrl ? `${portalOrigin}${rest}` : rest;
        tally.validTried += 1;
        const target = parse(raw);
        if (target?.kind === 'portal' && target.path === rest) tally.validAccepted += 1;
        expect(target).toEqual({ kind: 'portal', path: rest });
      }),
      { numRuns: 1500 },
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 3000 }), hostileTarget(origins)),
        fc.constantFrom(portalOrigin, 'http://127.0.0.1:3000', 'not an origin', ''),
        (raw, origin) => {
          expect(() => parseReturnTarget(raw, origin, returnOrigins)).not.toThrow();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
