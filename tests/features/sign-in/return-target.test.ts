import { describe, expect, it } from 'vitest';
import { parseReturnTarget } from '../../../src/validation/return-target';
import { knownHostileTargets } from '../../support/hostile-return-targets';

const portal = 'https://portal.qa.gofy.example';
const allowed = ['https://pipeline.qa.gofy.example', 'https://crm.example'];
const parse = (raw: string | null) => parseReturnTarget(raw, portal, allowed);

describe('parseReturnTarget', () => {
  it.each([
    ['/', { kind: 'portal', path: '/' }],
    ['/reports?month=11#top', { kind: 'portal', path: '/reports?month=11#top' }],
    ['/search?q=a%20b', { kind: 'portal', path: '/search?q=a%20b' }],
    ['/a/../b', { kind: 'portal', path: '/b' }],
    [`${portal}/reports`, { kind: 'portal', path: '/reports' }],
    [
      'https://pipeline.qa.gofy.example/deals/42',
      { kind: 'suite', href: 'https://pipeline.qa.gofy.example/deals/42' },
    ],
    [
      'https://PIPELINE.qa.gofy.example:443/',
      { kind: 'suite', href: 'https://pipeline.qa.gofy.example/' },
    ],
    [
      'https://crm.example/?next=%2F%2Fevil',
      { kind: 'suite', href: 'https://crm.example/?next=%2F%2Fevil' },
    ],
    // A `%` that is data, once decoded, is not a malformed escape.
    ['/reports?discount=10%25', { kind: 'portal', path: '/reports?discount=10%25' }],
    ['/reports/2024%2F11', { kind: 'portal', path: '/reports/2024%2F11' }],
    // An emoji ZWJ sequence searched for: invisible joiners are data once decoded.
    [
      '/search?q=%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB',
      { kind: 'portal', path: '/search?q=%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB' },
    ],
    [
      'https://pipeline.qa.gofy.example/busca?q=%D8%B3%D9%84%D8%A7%D9%85',
      { kind: 'suite', href: 'https://pipeline.qa.gofy.example/busca?q=%D8%B3%D9%84%D8%A7%D9%85' },
    ],
  ])('accepts %s', (raw, expected) => {
    expect(parse(raw)).toEqual(expected);
  });

  it.each([
    ['an empty value', ''],
    ['a missing value', null],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: with leading space', ' javascript:alert(1)'],
    ['JaVaScRiPt: with a tab inside', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative host', '//evil.example'],
    ['a protocol-relative host with a path', '//evil.example/login'],
    ['a backslash host', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a foreign origin', 'https://evil.example'],
    ['a foreign origin over http', 'http://evil.example/path'],
    ['credentials before a foreign host', 'https://crm.example@evil.example'],
    ['credentials before an allowed host', 'https://user:pass@crm.example/'],
    ['an allowed host as a subdomain of a foreign one', 'https://crm.example.evil.example/'],
    ['a foreign host as a subdomain of an allowed one, unlisted', 'https://evil.crm.example/'],
    ['an allowed host on another port', 'https://crm.example:8443/'],
    ['an allowed host over http', 'http://crm.example/'],
    ['an encoded protocol-relative host', '%2F%2Fevil.example'],
    ['an encoded slash after the first', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a path that normalises to two slashes', '/.//evil.example'],
    ['a newline', '/ok\nLocation: https://evil.example'],
    ['an encoded newline', '/ok%0d%0aSet-Cookie:x=1'],
    ['a NUL byte', '/ok\u0000'],
    ['an encoded NUL byte', '/ok%00'],
    ['a C1 control character', '/ok\u0085'],
    ['a space inside', '/ ok'],
    ['a relative path', 'reports'],
    ['a scheme-only URL', 'https:evil.example'],
    ['a malformed percent escape', '/%E0%A4%A'],
    ['the login page itself', '/login?redirect=/'],
    ['the logout page', '/logout'],
    ['an overly long value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, raw) => {
    expect(parse(raw)).toBeUndefined();
  });

  // Counterexamples the property test found: each landed on the portal or an allowed origin,
  // but in a form another parser or a second decoding reads as another host.
  it.each([
    ['a protocol-relative allowed host', '//pipeline.qa.gofy.example/deals/42'],
    ['https: with one slash before an allowed host', 'https:/pipeline.qa.gofy.example/'],
    ['https: with three slashes before an allowed host', 'https:///pipeline.qa.gofy.example/'],
    ['an empty userinfo before an allowed host', 'https://@pipeline.qa.gofy.example/'],
    ['an empty user and password before the portal', `https://:@portal.qa.gofy.example/`],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['triple-encoded slashes', '/%25252F%25252Fevil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['an encoded slash after a dot segment', '/./%2Fevil.example'],
    ['a no-break space between two slashes', '/\u00a0/evil.example'],
    ['a byte-order mark between two slashes', '/\ufeff/evil.example'],
    ['an encoded byte-order mark between two slashes', '/%EF%BB%BF/evil.example'],
    ['an encoded space between two slashes', '/%20/evil.example'],
    ['a zero-width space in a path', '/reports\u200b'],
  ])('refuses %s (found by generation)', (_label, raw) => {
    expect(parse(raw)).toBeUndefined();
  });

  it.each(knownHostileTargets('https://pipeline.qa.gofy.example'))('refuses %s', (_label, raw) => {
    expect(parse(raw)).toBeUndefined();
  });
});
