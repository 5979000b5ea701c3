// @ts-check

/**
 * Names the browser, system and kind of device behind a User-Agent header, so the SSO can
 * show a user each of their sessions as "Chrome on Android". A deliberately small table, not
 * a UA database: good enough for a broker to tell their own devices apart, and `unknown` for
 * anything it does not know rather than a guess. The names are shown as they are.
 */

/** @typedef {'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari' | 'unknown'} Browser */
/** @typedef {'Windows' | 'macOS' | 'iOS' | 'iPadOS' | 'Android' | 'ChromeOS' | 'Linux' | 'unknown'} OperatingSystem */
/** @typedef {'phone' | 'tablet' | 'computer' | 'unknown'} DeviceType */
/** @typedef {{ browser: Browser, os: OperatingSystem, deviceType: DeviceType }} UserAgentDescription */

// The client chooses this header, so a long one is refused before any regex reads it. Real
// ones stay well under 300 characters.
const longestUserAgent = 512;

// First match wins. Browsers built on Chromium also say `Chrome/`, and nearly every browser
// says `Safari/`, so each comes before the engine whose name it borrows.
/** @type {ReadonlyArray<readonly [Exclude<Browser, 'unknown'>, RegExp]>} */
const browserPatterns = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|OPiOS)\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\//],
  ['Safari', /\bSafari\//],
];

// First match wins: iPhones and iPads say "like Mac OS X" and Android says "Linux". An iPad
// asks for desktop sites by default (iPadOS 13 on) with a Mac's header, so it shows as macOS:
// nothing in the header tells the two apart.
/** @type {ReadonlyArray<readonly [Exclude<OperatingSystem, 'unknown'>, RegExp]>} */
const systemPatterns = [
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['iPadOS', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * @param {string | undefined} userAgent The `User-Agent` header as the client sent it.
 * @returns {UserAgentDescription}
 */
export function describeUserAgent(userAgent) {
  if (!userAgent || userAgent.length > longestUserAgent) {
    return { browser: 'unknown', os: 'unknown', deviceType: 'unknown' };
  }
  const os = firstMatch(systemPatterns, userAgent);
  return {
    browser: firstMatch(browserPatterns, userAgent),
    os,
    deviceType: deviceTypeOf(os, userAgent),
  };
}

/**
 * @template {string} Name
 * @param {ReadonlyArray<readonly [Name, RegExp]>} patterns
 * @param {string} userAgent
 * @returns {Name | 'unknown'}
 */
function firstMatch(patterns, userAgent) {
  return patterns.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'unknown';
}

/**
 * @param {OperatingSystem} os
 * @param {string} userAgent
 * @returns {DeviceType}
 */
function deviceTypeOf(os, userAgent) {
  if (os === 'iOS') return 'phone';
  if (os === 'iPadOS') return 'tablet';
  // Android's own advice to sites: a phone's browser says "Mobile", a tablet's does not.
  if (os === 'Android') return /\bMobile\b/.test(userAgent) ? 'phone' : 'tablet';
  if (/\bTablet\b/.test(userAgent)) return 'tablet';
  return os === 'unknown' ? 'unknown' : 'computer';
}
