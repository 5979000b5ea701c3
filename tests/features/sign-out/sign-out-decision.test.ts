import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SignOutArrival,
  signsOutAtOnce,
} from '../../../src/features/sign-out/sign-out-decision';

const suiteOrigins = ['https://pipeline.qa.gofy.example', 'https://insured.qa.gofy.example'];
const decide = (arrival: SignOutArrival) => signsOutAtOnce(arrival, suiteOrigins);
const loadedFrom = (referrer: string, type = 'navigate'): SignOutArrival => ({
  requestedInApp: false,
  documentLoad: { type, referrer },
});

describe('signsOutAtOnce', () => {
  it.each([
    ['the portal’s own link', { requestedInApp: true }],
    [
      'the portal’s own link, in a page loaded from elsewhere',
      {
        requestedInApp: true,
        documentLoad: { type: 'navigate', referrer: 'https://evil.example/' },
      },
    ],
    ['a suite app’s link', loadedFrom('https://pipeline.qa.gofy.example/')],
    [
      'a suite app’s link, with its whole address',
      loadedFrom('https://insured.qa.gofy.example/apolices/7?aba=2'),
    ],
  ])('signs out at once after %s', (_label, arrival) => {
    expect(decide(arrival)).toBe(true);
  });

  it.each([
    ['nothing known of the arrival', { requestedInApp: false }],
    ['a link on another site', loadedFrom('https://evil.example/')],
    ['no referrer', loadedFrom('')],
    ['a referrer that is not a URL', loadedFrom('pipeline.qa.gofy.example')],
    [
      'a suite app’s address not as a browser writes it',
      loadedFrom(' https://PIPELINE.qa.gofy.example'),
    ],
    ['an opaque origin', loadedFrom('data:text/html,hi')],
    ['the portal itself, loaded anew', loadedFrom('https://portal.qa.gofy.example/')],
    ['a suite app over http', loadedFrom('http://pipeline.qa.gofy.example/')],
    ['a suite app on another port', loadedFrom('https://pipeline.qa.gofy.example:8443/')],
    [
      'a suite host under another site',
      loadedFrom('https://pipeline.qa.gofy.example.evil.example/'),
    ],
    ['a site under a suite host', loadedFrom('https://evil.pipeline.qa.gofy.example/')],
    [
      'a suite host in a foreign path',
      loadedFrom('https://evil.example/https://pipeline.qa.gofy.example/'),
    ],
    ['a reload of a suite app’s link', loadedFrom('https://pipeline.qa.gofy.example/', 'reload')],
    ['Back or Forward to it', loadedFrom('https://pipeline.qa.gofy.example/', 'back_forward')],
    ['a prerender by the browser', loadedFrom('https://pipeline.qa.gofy.example/', 'prerender')],
  ])('asks first after %s', (_label, arrival) => {
    expect(decide(arrival)).toBe(false);
  });

  it('asks first for any other referrer, however close to a suite app’s', () => {
    const nearSuiteApp = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'HTTPS://', ''),
        fc.constantFrom(...suiteOrigins.map((origin) => new URL(origin).host), 'evil.example'),
        fc.constantFrom('', '.', '.evil.example', '-evil.example', ':8443', ':443x', '%2F'),
        fc.string({ maxLength: 20 }),
      )
      .map((parts) => parts.join(''));
    // The suite apps' own addresses: the origin, then the end or a path, query or fragment.
    const isSuiteAddress = (referrer: string) =>
      suiteOrigins.some((origin) =>
        new RegExp(`^${origin.replace(/\./g, '\\.')}(?::443)?(?:[/?#]|$)`, 'i').test(referrer),
      );
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), nearSuiteApp), (referrer) => {
        fc.pre(!isSuiteAddress(referrer));
        expect(decide(loadedFrom(referrer))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
