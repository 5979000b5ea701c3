import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReturnTarget as portalRule } from '../../src/features/sign-in/return-target';
import { parseReturnTarget as sharedRule } from '../../src/validation/return-target.js';
import {
  authPageLookAlike,
  authPageTarget,
  hostileTarget,
  knownHostileTargets,
  safePathQueryHash,
} from '../support/hostile-return-targets';

// The local SSO reads a company sign-in's return target with src/validation/return-target.js;
// the sign-in page reads `/login?redirect=` with its own copy. Whatever one follows, the other
// must follow, and to the same place.
const portalOrigin = 'https://portal.qa.gofy.example';
const allowedOrigins = ['https://pipeline.qa.gofy.example', 'http://localhost:3101'];
const origins = { portalOrigin, allowedOrigins };

function agree(raw: string) {
  expect(sharedRule(raw, portalOrigin, allowedOrigins)).toEqual(
    portalRule(raw, portalOrigin, allowedOrigins),
  );
}

describe('the return-target rule the SSO shares with the sign-in page', () => {
  it('refuses every known hostile target the page refuses', () => {
    for (const [raw] of knownHostileTargets(allowedOrigins[0] ?? '')) agree(raw);
  });

  it('agrees on generated hostile targets', () => {
    fc.assert(
      fc.property(hostileTarget(origins), (raw) => agree(raw)),
      { numRuns: 300 },
    );
  });

  it('agrees on every spelling of a page for signed-out visitors, and on look-alikes', () => {
    fc.assert(
      fc.property(authPageTarget(portalOrigin), (raw) => agree(raw)),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(authPageLookAlike(), (raw) => agree(raw)),
      { numRuns: 100 },
    );
  });

  it('follows the same safe paths and suite URLs', () => {
    fc.assert(
      fc.property(safePathQueryHash, fc.boolean(), (tail, suite) => {
        agree(suite ? `${allowedOrigins[0]}${tail}` : tail);
      }),
      { numRuns: 200 },
    );
    expect(sharedRule('/deals/42?tab=quotes', portalOrigin, allowedOrigins)).toEqual({
      kind: 'portal',
      path: '/deals/42?tab=quotes',
    });
  });
});
