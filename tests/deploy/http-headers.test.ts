import { describe, expect, it } from 'vitest';
import {
  apiResponseHeaders,
  buildContentSecurityPolicy,
  headersForPath,
  parseCspAdditions,
  securityHeaders,
  serviceOrigins,
} from '../../deploy/http-headers.js';
import { validEnv } from '../support/portal-env';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  const policy = buildContentSecurityPolicy({
    additions: { 'style-src': ["'sha256-abc='"] },
    connectOrigins: ['https://tourist.gofy.example'],
    reportUri: '/api/csp-reports',
  });
  const parsed = directives(policy);

  it('allows no inline script or eval, no plugins, no base tag and no framing', () => {
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    expect(parsed.get('script-src')).toEqual(["'self'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('base-uri')).toEqual(["'none'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('form-action')).toEqual(["'self'"]);
  });

  it('allows the build’s inline styles by hash only', () => {
    expect(parsed.get('style-src')).toEqual(["'self'", "'sha256-abc='"]);
  });

  it('lets the page call its own origin and the configured services, nothing else', () => {
    expect(parsed.get('connect-src')).toEqual(["'self'", 'https://tourist.gofy.example']);
  });

  it('names where violations are reported', () => {
    expect(parsed.get('report-uri')).toEqual(['/api/csp-reports']);
  });

  it('takes the services’ origins from absolute URLs, once each', () => {
    expect(
      serviceOrigins({
        ...validEnv,
        REACT_APP_V2_API_URL: 'https://api.gofy.example/v2',
        REACT_APP_BRIDGE_API_URL: 'https://api.gofy.example/bridge',
      }),
    ).toEqual(['https://notifications.qa.gofy.example', 'https://tourist.qa.gofy.example']);
  });

  it('lists an origin two services share once', () => {
    expect(
      serviceOrigins({
        ...validEnv,
        REACT_APP_TOURIST_API_URL: 'https://api.gofy.example/tourist',
        REACT_APP_NOTIFICATIONS_API_URL: 'https://api.gofy.example/notifications/',
      }),
    ).toEqual(['https://api.gofy.example']);
  });

  it('lets the page call none of the services it never calls, however they are configured', () => {
    const origins = serviceOrigins({
      REACT_APP_SSO_API_URL: '/api/sso',
      REACT_APP_POSTAL_CODE_API_URL: 'https://cep.gofy.example',
      REACT_APP_HERMES_API_URL: 'https://hermes.gofy.example',
      REACT_APP_PIPELINE_API_URL: 'https://pipeline.gofy.example',
    });
    expect(origins).toEqual(['https://cep.gofy.example']);
  });

  it('refuses a csp.json that would loosen the policy or add a directive', () => {
    expect(() => parseCspAdditions({ 'script-src': ["'unsafe-inline'"] }, 'csp.json')).toThrow(
      /source expressions/,
    );
    expect(() => parseCspAdditions({ 'style-src': ["'self'; script-src *"] }, 'csp.json')).toThrow(
      /source expressions/,
    );
    expect(() => parseCspAdditions({ sandbox: [] }, 'csp.json')).toThrow(/does not have/);
    expect(parseCspAdditions({ 'style-src': ["'sha256-x+/Y='"] }, 'csp.json')).toEqual({
      'style-src': ["'sha256-x+/Y='"],
    });
  });
});

describe('the other headers', () => {
  it('ask for HTTPS, forbid sniffing and framing, and isolate the window', () => {
    expect(securityHeaders()).toMatchObject({
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('give API answers a policy that allows nothing, and the page protections that apply to data', () => {
    const api = apiResponseHeaders();
    const page = securityHeaders();
    expect(api['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Cross-Origin-Resource-Policy',
    ]) {
      expect(api[name], name).toBe(page[name]);
    }
    expect(api).toMatchObject({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' });
  });

  it('keep hashed assets a year, revalidate the rest, and store nothing of a reset link', () => {
    expect(headersForPath('/static/js/index.abc.js', 'static/js/index.abc.js')).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headersForPath('/login', 'login/index.html')['Cache-Control']).toBe('no-cache');
    expect(headersForPath('/static/app', '404.html')['Cache-Control']).toBe('no-cache');
    expect(headersForPath('/sw.js', 'sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersForPath('/config.json', 'config.json')['Cache-Control']).toBe('no-cache');
    expect(headersForPath('/reset-password', 'index.html')).toEqual({
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });
});
