import fc from 'fast-check';
import { authPaths } from '../../src/config/portal-paths';

/**
 * Return targets an attacker would put in `/login?redirect=...`, shared by the validator's
 * property test and the browser test so both judge the same inputs. Every target is built
 * around one allowed origin and the portal's, so look-alikes look like the real thing.
 */

export const evilHost = 'evil.example';

/** Letters of a host swapped for Cyrillic or Greek ones that render the same. */
const homoglyphs: Readonly<Record<string, string>> = {
  a: '\u0430',
  e: '\u0435',
  o: '\u043e',
  p: '\u0440',
  c: '\u0441',
  i: '\u0456',
  x: '\u0445',
  y: '\u0443',
  l: '\u04cf',
};

function withHomoglyph(host: string): string {
  const index = [...host].findIndex((char) => homoglyphs[char]);
  const char = host[index] ?? '';
  return `${host.slice(0, index)}${homoglyphs[char] ?? char}${host.slice(index + 1)}`;
}

/** What the URL parser makes of a Unicode look-alike: its punycode form. */
function punycodeOf(host: string): string {
  return new URL(`https://${host}/`).hostname;
}

/** The same address, 127.0.0.1 or 10.0.0.1, written the ways inet_aton also reads. */
const ipHosts = [
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  '0x7f.0.0.1',
  '127.1',
  '017700000001',
  '167772161',
  '0x0a.0x00.0x00.0x01',
  '012.0.0.1',
  '[::ffff:127.0.0.1]',
  '[::1]',
];

/** Hosts that are not an allowed one, however much they look like it. */
function lookAlikeHosts(allowedHost: string): string[] {
  const homoglyph = withHomoglyph(allowedHost);
  return [
    evilHost,
    `${allowedHost}.`,
    `${allowedHost}.${evilHost}`,
    `${allowedHost}-${evilHost}`,
    `${evilHost}#${allowedHost}`,
    `${evilHost}?${allowedHost}`,
    `${evilHost}\\${allowedHost}`,
    `${evilHost}%23${allowedHost}`,
    `${evilHost}%2F${allowedHost}`,
    `${evilHost}%5C${allowedHost}`,
    `${evilHost}\u2044${allowedHost}`,
    `${evilHost}\uff03${allowedHost}`,
    `${allowedHost}%00.${evilHost}`,
    `${allowedHost}\u0000.${evilHost}`,
    homoglyph,
    punycodeOf(homoglyph),
    `${allowedHost.replace(/\./g, '\u3002')}.${evilHost}`,
    ...ipHosts,
  ];
}

/** Schemes that run code, read files or smuggle content instead of opening a page. */
const dangerousSchemes = ['javascript', 'data', 'vbscript', 'file', 'blob', 'ftp', 'ws', 'wss'];

/** Characters that some parsers skip and others keep, put in front of or inside a scheme. */
const sneakyCharacters = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u000b',
  '\u000c',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\ufeff',
];

/** What may stand between `https:` and the host and still reach a host in some parser. */
const sneakySeparators = ['/', '', '\\\\', '/\\', '\\/', '///', '%2F%2F', '/%2F', '%5C%5C', '\t//'];

/** Ways of starting a relative target that browsers or servers read as "another host". */
const relativeHostPrefixes = [
  '//',
  '///',
  '/\\',
  '\\\\',
  '\\/',
  '/%2F',
  '%2F%2F',
  '%2f%2f',
  '/%2F%2F',
  '/%5C',
  '%5C%5C',
  '/%252F%252F',
  '/%25252F%25252F',
  '/%255C',
  '/.//',
  '/%2e//',
  '/./%2F',
  '/..//',
  '/%09/',
  '/\t/',
];

function randomCase(text: string, flips: readonly boolean[]): string {
  return [...text]
    .map((char, index) => (flips[index % Math.max(flips.length, 1)] ? char.toUpperCase() : char))
    .join('');
}

export interface TargetOrigins {
  /** The origin the portal is served from. */
  readonly portalOrigin: string;
  /** The allowed origins of the suite, as configured. */
  readonly allowedOrigins: readonly string[];
}

/**
 * Generated hostile targets. Each combines at least one hostile ingredient (scheme, control
 * character, separator, userinfo, host, port or relative trick) with otherwise plausible
 * parts, then may have a control character or an odd case slipped in anywhere.
 */
export function hostileTarget({
  allowedOrigins,
  portalOrigin,
}: TargetOrigins): fc.Arbitrary<string> {
  const allowedHost = fc.constantFrom(...allowedOrigins.map((origin) => new URL(origin).host));
  const portalHost = new URL(portalOrigin).host;
  const benignPath = fc.constantFrom('', '/', '/deals/42', '/?tab=quotes', '/#top');
  const caseFlips = fc.array(fc.boolean(), { minLength: 1, maxLength: 12 });

  type Part = { readonly text: string; readonly hostile: boolean };
  const part =
    (hostile: boolean) =>
    (text: string): Part => ({ text, hostile });

  const scheme = fc.oneof(
    fc.constantFrom('https', 'http').map(part(false)),
    fc
      .tuple(fc.constantFrom(...dangerousSchemes), caseFlips)
      .map(([name, flips]) => part(true)(randomCase(name, flips))),
    fc
      .tuple(
        fc.constantFrom('https', 'http', 'javascript'),
        fc.constantFrom(...sneakyCharacters),
        fc.nat(),
      )
      .map(([name, char, at]) => {
        const index = 1 + (at % (name.length - 1));
        return part(true)(`${name.slice(0, index)}${char}${name.slice(index)}`);
      }),
  );
  const prefix = fc.oneof(
    { weight: 3, arbitrary: fc.constant(part(false)('')) },
    fc.constantFrom(...sneakyCharacters, '%20', '%09', '%00').map(part(true)),
  );
  const separator = fc.oneof(
    { weight: 2, arbitrary: fc.constant(part(false)('//')) },
    fc.constantFrom(...sneakySeparators).map(part(true)),
  );
  const userinfo = fc.oneof(
    { weight: 2, arbitrary: fc.constant(part(false)('')) },
    allowedHost.chain((host) =>
      fc
        .constantFrom(
          `${host}@`,
          `${host}:443@`,
          'user:pass@',
          '@',
          ':@',
          `${host}%40`,
          `${host}\\@`,
        )
        .map(part(true)),
    ),
  );
  const host = fc.oneof(
    allowedHost.map(part(false)),
    fc.constant(part(false)(portalHost)),
    allowedHost.chain((name) => fc.constantFrom(...lookAlikeHosts(name)).map(part(true))),
  );
  const port = fc.oneof(
    { weight: 3, arbitrary: fc.constant(part(false)('')) },
    fc.constantFrom(':8443', ':444', ':1', ':65535').map(part(true)),
  );

  const absolute = fc
    .tuple(prefix, scheme, separator, userinfo, host, port, benignPath.map(part(false)))
    .filter((parts) => parts.some((piece) => piece.hostile))
    .map(
      ([before, name, between, credentials, hostName, portNumber, path]) =>
        `${before.text}${name.text}:${between.text}${credentials.text}${hostName.text}${portNumber.text}${path.text}`,
    );

  const relative = fc
    .tuple(
      prefix,
      fc.constantFrom(...relativeHostPrefixes),
      userinfo,
      fc.oneof(allowedHost, fc.constant(evilHost), fc.constantFrom(...ipHosts)),
      benignPath,
    )
    .map(
      ([before, start, credentials, hostName, path]) =>
        `${before.text}${start}${credentials.text}${hostName}${path}`,
    );

  const scriptPayload = fc
    .tuple(
      fc.constantFrom(
        'javascript:alert(document.cookie)',
        'javascript://%0aalert(1)',
        'javascript:/*//pipeline*/alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        'vbscript:msgbox(1)',
        'file:///etc/passwd',
        'blob:https://evil.example/7f1c',
      ),
      caseFlips,
    )
    .map(([payload, flips]) => {
      const colon = payload.indexOf(':');
      return `${randomCase(payload.slice(0, colon), flips)}${payload.slice(colon)}`;
    });

  // A control character or space slipped in anywhere still has to be refused.
  const slipped = fc
    .tuple(
      fc.oneof(absolute, relative, scriptPayload),
      fc.constantFrom(...sneakyCharacters),
      fc.nat(),
    )
    .map(([target, char, at]) => {
      const index = at % (target.length + 1);
      return `${target.slice(0, index)}${char}${target.slice(index)}`;
    });

  return fc.oneof(absolute, relative, scriptPayload, slipped);
}

/**
 * Dot segments the browser resolves away before the router sees the path: in front of a page's
 * path they leave it as it was, behind it they leave a trailing slash, which the router also
 * accepts. `%2e` is a dot to the URL parser, and a `//` among them is taken away with them.
 */
const vanishingPrefixes = [
  '',
  '/.',
  '/%2e',
  '/%2E',
  '/..',
  '/%2e%2e',
  '/x/..',
  '/x/%2e%2e',
  '/x/.%2E',
  '/x/%2E.',
  '/a/b/../..',
  '/a//../..',
];
const vanishingSuffixes = [
  '',
  '/',
  '/.',
  '/%2e',
  '/./',
  '/x/..',
  '/x/../',
  '/x/%2E%2E',
  '/x//../..',
];

/** How each character of a page's path is written: as it is, in capitals, or encoded. */
const spellings = ['as-is', 'capital', 'encoded', 'encoded-lower'] as const;

function spell(char: string, how: (typeof spellings)[number]): string {
  if (how === 'capital') return char.toUpperCase();
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  if (how === 'encoded') return `%${hex.toUpperCase()}`;
  if (how === 'encoded-lower') return `%${hex}`;
  return char;
}

/**
 * Spellings of a page for signed-out visitors (`/login`, `/logout`, ...) that still open that
 * page after signing in: the router matches a route in any case, with or without a trailing
 * slash, once it has decoded the path, and the browser resolves dot segments before that.
 * Each is the whole path of a target, alone or behind the portal's origin.
 */
export function authPageTarget(portalOrigin: string): fc.Arbitrary<string> {
  return fc
    .constantFrom(...authPaths)
    .chain((path) =>
      fc.tuple(
        fc.constant(path),
        fc.array(fc.constantFrom(...spellings), {
          minLength: path.length,
          maxLength: path.length,
        }),
        fc.constantFrom(...vanishingPrefixes),
        fc.constantFrom(...vanishingSuffixes),
        fc.constantFrom('', '?from=mail', '#top', '?tab=1#top'),
        fc.boolean(),
      ),
    )
    .map(([path, how, before, after, tail, absolute]) => {
      // Every slash stays a slash (`/login/code` has two): encoded, it would be part of a
      // name, not a separator.
      const spelled = [...path]
        .map((char, index) => (char === '/' ? char : spell(char, how[index] ?? 'as-is')))
        .join('');
      return `${absolute ? portalOrigin : ''}${before}${spelled}${after}${tail}`;
    });
}

/**
 * Paths of the portal that only look like a page for signed-out visitors: a longer name, a
 * page beneath it, or the name inside another path. None of them opens an auth page.
 */
export function authPageLookAlike(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...authPaths),
      fc.constantFrom('-help', 's', '/history', '/x/y', '.html', '%20now'),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([path, extra, nested, capitals]) => {
      const spelled = capitals ? path.toUpperCase() : path;
      return nested ? `/reports${spelled}` : `${spelled}${extra}`;
    });
}

/** Characters a path or query segment may carry unencoded (RFC 3986 pchar, less `%`). */
const pathCharacter = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&()*+,;=:@',
);

/** Words in other scripts, percent-encoded as a browser would send them. */
const encodedWord = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 6 })
  .filter((word) => !/[\p{Cc}\p{Cf}\p{Z}\\/%?#]/u.test(word))
  // encodeURIComponent leaves `'` as it is; the URL parser encodes it in a query.
  .map((word) => encodeURIComponent(word).replace(/'/g, '%27'));

const plainWord = fc.string({ unit: pathCharacter, minLength: 1, maxLength: 12 });

const segment = fc
  .oneof(
    plainWord,
    encodedWord,
    // An encoded slash inside a name ("2024%2F11") is data, not a separator.
    fc.tuple(plainWord, plainWord).map(([before, after]) => `${before}%2F${after}`),
  )
  // `.` and `..` are steps, not names; they move the path rather than keep it.
  .filter((text) => text !== '.' && text !== '..');

const queryPair = fc
  .tuple(
    fc.string({ unit: pathCharacter, minLength: 1, maxLength: 8 }),
    fc.oneof(segment, fc.constant('')),
  )
  .map(([key, value]) => `${key.replace(/[&=]/g, '')}k=${value.replace(/[&=]/g, '')}`);

/** A path, query and fragment a suite application or the portal could really have. */
export const safePathQueryHash = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.boolean(),
    fc.array(queryPair, { maxLength: 3 }),
    fc.option(fc.string({ unit: pathCharacter, minLength: 1, maxLength: 10 }), { nil: undefined }),
  )
  .map(([segments, trailingSlash, query, hash]) => {
    const path = `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
    const search = query.length > 0 ? `?${query.join('&')}` : '';
    return `${path}${search}${hash === undefined ? '' : `#${hash}`}`;
  });

/** Hostile targets written out, each with what makes it hostile. */
export function knownHostileTargets(allowedOrigin: string): readonly (readonly [string, string])[] {
  const allowed = new URL(allowedOrigin).host;
  const homoglyph = withHomoglyph(allowed);
  return [
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['javascript: after a NUL', '\u0000javascript:alert(1)'],
    ['javascript: with a tab inside the scheme', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside the scheme', 'java\nscript:alert(1)'],
    ['javascript: with a comment naming the allowed host', `javascript://${allowed}/%0aalert(1)`],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: in base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['blob: of the allowed origin', `blob:https://${allowed}/7f1c`],
    ['a foreign origin', `https://${evilHost}/phish`],
    ['the allowed host as a subdomain of a foreign one', `https://${allowed}.${evilHost}/`],
    ['the allowed host after a foreign one and a #', `https://${evilHost}#${allowed}`],
    ['the allowed host after a foreign one and a ?', `https://${evilHost}?${allowed}`],
    ['the allowed host with a trailing dot', `https://${allowed}./`],
    ['the allowed host with a homoglyph', `https://${homoglyph}/`],
    ['the allowed host with a homoglyph, in punycode', `https://${punycodeOf(homoglyph)}/`],
    ['the allowed host as userinfo', `https://${allowed}@${evilHost}/`],
    ['the allowed host and port as userinfo', `https://${allowed}:443@${evilHost}/`],
    ['an encoded @ after the allowed host', `https://${allowed}%40${evilHost}/`],
    ['a fullwidth # after a foreign host', `https://${evilHost}\uff03${allowed}/`],
    ['an IP in decimal', 'http://2130706433/'],
    ['an IP in hex', 'http://0x7f000001/'],
    ['an IP in octal', 'http://0177.0.0.1/'],
    ['a short IP', 'http://127.1/'],
    ['a protocol-relative host', `//${evilHost}`],
    ['a protocol-relative host with credentials', `//${allowed}@${evilHost}`],
    ['three slashes', `///${evilHost}`],
    ['a slash and a backslash', `/\\${evilHost}`],
    ['two backslashes', `\\\\${evilHost}`],
    ['a backslash and a slash', `\\/${evilHost}`],
    ['https: with backslashes', `https:\\\\${evilHost}`],
    ['https: with one slash', `https:/${evilHost}`],
    ['https: with no slash', `https:${evilHost}`],
    ['encoded slashes', `%2F%2F${evilHost}`],
    ['an encoded slash after a slash', `/%2F${evilHost}`],
    ['encoded slashes after a slash', `/%2F%2F${evilHost}`],
    ['an encoded backslash', `/%5C${evilHost}`],
    ['double-encoded slashes', `/%252F%252F${evilHost}`],
    ['double-encoded backslash', `/%255C${evilHost}`],
    ['a dot segment before two slashes', `/.//${evilHost}`],
    ['an encoded dot segment before two slashes', `/%2e//${evilHost}`],
    ['a tab between the slashes', `/\t/${evilHost}`],
    ['an encoded tab between the slashes', `/%09/${evilHost}`],
    ['a NUL in the host', `https://${allowed}%00.${evilHost}/`],
    ['an encoded slash after a dot segment', `/./%2F${evilHost}`],
    ['the logout page in capitals', '/LOGOUT'],
    ['the logout page with a trailing slash', '/logout/'],
    ['the logout page with an encoded letter', '/%6Cogout'],
    ['the logout page after a dot-dot segment', '/x/../logout/'],
    ['the logout page with a trailing dot segment', '/logout/.'],
    ['the logout page after encoded dot segments', '/x/%2E%2e/Logout'],
    ['the logout page after a double slash taken away by dot segments', '/a//../../logout'],
    ['the sign-in page in mixed case, with a query', '/LogIn?redirect=/'],
    ['the reset page with a trailing slash', '/reset-password/'],
    ['the sign-up page with a trailing slash', '/signup/'],
    ['the forgotten-password page with a trailing slash', '/forgot-password/'],
    ['the forgotten-password page with an encoded hyphen', '/forgot%2Dpassword'],
  ];
}
