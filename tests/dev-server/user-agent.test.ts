import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../dev-server/http/user-agent.js';

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('describeUserAgent', () => {
  it.each([
    {
      device: 'Chrome on Windows',
      userAgent: chromeOnWindows,
      expected: { browser: 'Chrome', os: 'Windows', deviceType: 'computer' },
    },
    {
      device: 'Edge on Windows',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      expected: { browser: 'Edge', os: 'Windows', deviceType: 'computer' },
    },
    {
      device: 'Opera on Windows',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
      expected: { browser: 'Opera', os: 'Windows', deviceType: 'computer' },
    },
    {
      device: 'Firefox on Linux',
      userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      expected: { browser: 'Firefox', os: 'Linux', deviceType: 'computer' },
    },
    {
      device: 'HeadlessChrome on Linux',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
      expected: { browser: 'Chrome', os: 'Linux', deviceType: 'computer' },
    },
    {
      device: 'Chrome on ChromeOS',
      userAgent:
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      expected: { browser: 'Chrome', os: 'ChromeOS', deviceType: 'computer' },
    },
    {
      device: 'Safari on macOS',
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      expected: { browser: 'Safari', os: 'macOS', deviceType: 'computer' },
    },
    {
      device: 'Chrome on an Android phone',
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      expected: { browser: 'Chrome', os: 'Android', deviceType: 'phone' },
    },
    {
      device: 'Chrome on an Android tablet',
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      expected: { browser: 'Chrome', os: 'Android', deviceType: 'tablet' },
    },
    {
      device: 'Samsung Internet on an Android phone',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      expected: { browser: 'Samsung Internet', os: 'Android', deviceType: 'phone' },
    },
    {
      device: 'Edge on an Android phone',
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
      expected: { browser: 'Edge', os: 'Android', deviceType: 'phone' },
    },
    {
      device: 'Safari on an iPhone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      expected: { browser: 'Safari', os: 'iOS', deviceType: 'phone' },
    },
    {
      device: 'Chrome on an iPhone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      expected: { browser: 'Chrome', os: 'iOS', deviceType: 'phone' },
    },
    {
      device: 'Firefox on an iPhone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
      expected: { browser: 'Firefox', os: 'iOS', deviceType: 'phone' },
    },
    {
      device: 'Edge on an iPhone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.2903.68 Mobile/15E148 Safari/605.1.15',
      expected: { browser: 'Edge', os: 'iOS', deviceType: 'phone' },
    },
    {
      device: 'Safari on an iPod touch',
      userAgent:
        'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
      expected: { browser: 'Safari', os: 'iOS', deviceType: 'phone' },
    },
    {
      device: 'Safari on an iPad',
      userAgent:
        'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      expected: { browser: 'Safari', os: 'iPadOS', deviceType: 'tablet' },
    },
    {
      device: 'Firefox on an Android tablet',
      userAgent: 'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
      expected: { browser: 'Firefox', os: 'Android', deviceType: 'tablet' },
    },
  ])(
    'reads $device as $expected.browser on $expected.os, a $expected.deviceType',
    ({ userAgent, expected }) => {
      expect(describeUserAgent(userAgent)).toEqual(expected);
    },
  );

  const nothingKnown = { browser: 'unknown', os: 'unknown', deviceType: 'unknown' };

  it.each([
    ['an absent header', undefined],
    ['an empty header', ''],
    ['a client that is no browser', 'curl/8.5.0'],
    ['a header over 512 characters, even one naming a browser', chromeOnWindows.padEnd(513, ' ')],
  ])('knows nothing of %s', (_, userAgent) => {
    expect(describeUserAgent(userAgent)).toEqual(nothingKnown);
  });

  it('still reads a header of exactly 512 characters', () => {
    expect(describeUserAgent(chromeOnWindows.padEnd(512, ' '))).toEqual({
      browser: 'Chrome',
      os: 'Windows',
      deviceType: 'computer',
    });
  });
});
