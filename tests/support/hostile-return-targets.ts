import fc from 'fast-check';
import { authPaths } from '../../src/config/portal-paths';
import ingredients from './hostile-return-targets.json';

/**
 * Return targets an attacker would put in `/login?redirect=...`, shared by the validator's
 * property test and the browser test so both judge the same inputs. Every target is built
 * around one allowed origin and the portal's, so look-alikes look like the real thing.
 *
 * The ingredients are data (hostile-return-targets.json): lists of schemes, characters,
 * separators, hosts and written-out targets. Hosts and targets there name the hosts they are
 * built around as `{allowed}`, `{evil}`, `{homoglyph}`, `{homoglyph-punycode}` and
 * `{allowed-ideographic-dots}`; `hostsIn` fills them in.
 */

interface Ingredients {
  readonly evilHost: string;
  /** Letters of a host swapped for Cyrillic or Greek ones that render the same. */
  readonly homoglyphs: Readonly<Record<string, string>>;
  /** The same address, 127.0.0.1 or 10.0.0.1, written the ways inet_aton also reads. */
  readonly ipHosts: readonly string[];
  /** Hosts that are not an allowed one, however much they look like it (less `ipHosts`). */
  readonly lookAlikeHosts: readonly string[];
  /** Schemes that run code, read files or smuggle content instead of opening a page. */
  readonly dangerousSchemes: readonly string[];
  /** Characters that some parsers skip and others keep, put in front of or inside a scheme. */
  readonly sneakyCharacters: readonly string[];
  /** What may stand between `https:` and the host and still reach a host in some parser. */
  readonly sneakySeparators: readonly string[];
  /** Ways of starting a relative target that browsers or servers read as "another host". */
  readonly relativeHostPrefixes: readonly string[];
  /**
   * Dot segments the browser resolves away before the router sees the path: in front of a
   * page's path they leave it as it was, behind it they leave a trailing slash, which the
   * router also accepts. `%2e` is a dot to the URL parser, and a `//` among them is taken away
   * with them.
   */
  readonly vanishingPrefixes: readonly string[];
  readonly vanishingSuffixes: readonly string[];
  /** Hostile targets written out, each with what makes it hostile. */
  readonly knownTargets: readonly { readonly why: string; readonly target: string }[];
}

const {
  homoglyphs,
  ipHosts,
  dangerousSchemes,
  sneakyCharacters,
  sneakySeparators,
  relativeHostPrefixes,
  vanishingPrefixes,
  vanishingSuffixes,
}: Ingredients = ingredients;

export const evilHost = ingredients.evilHost;

function withHomoglyph(host: string): string {
  const index = [...host].findIndex((char) => homoglyphs[char]);
  const char = host[index] ?? '';
  return `${host.slice(0, index)}${homoglyphs[char] ?? char}${host.slice(index + 1)}`;
}

/** What the URL parser makes of a Unicode look-alike: its punycode form. */
function punycodeOf(host: string): string {
  return new URL(`https://${host}/`).hostname;
}

/** Fills in the hosts a host or target of the ingredients is built around. */
function hostsIn(allowedHost: string): (template: string) => string {
  const homoglyph = withHomoglyph(allowedHost);
  const hosts: Readonly<Record<string, string>> = {
    allowed: allowedHost,
    evil: evilHost,
    homoglyph,
    'homoglyph-punycode': punycodeOf(homoglyph),
    'allowed-ideographic-dots': allowedHost.replace(/\./g, '\u3002'),
  };
  return (template) =>
    template.replace(/\{([a-z-]+)\}/g, (name, key: string) => hosts[key] ?? name);
}

/** Hosts that are not an allowed one, however much they look like it. */
function lookAlikeHosts(allowedHost: string): string[] {
  return [...ingredients.lookAlikeHosts.map(hostsIn(allowedHost)), ...ipHosts];
}

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
  const filled = hostsIn(new URL(allowedOrigin).host);
  return ingredients.knownTargets.map(({ why, target }) => [why, filled(target)] as const);
}
