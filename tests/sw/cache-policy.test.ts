import { describe, expect, it } from 'vitest';
import { refuseRequest, refuseResponse } from '../../src/sw/cache-policy';

const origin = 'https://portal.qa.gofy.example';
const apiPaths = ['/api/sso', '/api/postal-code', '/sso-legacy'];
const get = (path: string) => ({ url: `${origin}${path}`, method: 'GET' });

describe('requests the service worker never caches', () => {
  it.each([
    ['whoami', get('/api/sso/whoami'), 'api'],
    ['a postal-code lookup', get('/api/postal-code/01310100'), 'api'],
    ['any other API path', get('/api/notifications/unread-count'), 'api'],
    ['a configured service outside /api', get('/sso-legacy/whoami'), 'api'],
    // A page navigation the worker leaves to the network, whose answer is a redirect to the
    // company's provider; and the provider's return, with its code and state.
    ['a company sign-in’s start', get('/api/sso/federation/microsoft/start?redirect=%2F'), 'api'],
    ['a provider’s return', get('/api/sso/federation/google/callback?code=x&state=y'), 'api'],
    [
      'a company sign-in on a service outside /api',
      get('/sso-legacy/federation/google/start'),
      'api',
    ],
    ['a login post', { url: `${origin}/api/sso/login`, method: 'POST' }, 'not-get'],
    ['a logout post', { url: `${origin}/logout`, method: 'POST' }, 'not-get'],
    ['another origin', { url: 'https://cdn.example/app.js', method: 'GET' }, 'cross-origin'],
    ['a reset link', get('/reset-password?token=abc'), 'carries-token'],
    ['an OAuth callback', get('/callback?code=xyz&state=1'), 'carries-token'],
    ['a token in the fragment', get('/welcome#access_token=abc'), 'carries-token'],
  ])('refuses %s', (_label, request, reason) => {
    expect(refuseRequest(request, origin, apiPaths)).toBe(reason);
  });

  it.each([
    ['a hashed script', get('/static/js/index.abc123.js')],
    ['the sign-in page', get('/login/index.html')],
    ['the manifest', get('/manifest.webmanifest')],
    ['a path that only starts like a service', get('/api-docs.html')],
  ])('allows %s', (_label, request) => {
    expect(refuseRequest(request, origin, apiPaths)).toBeUndefined();
  });
});

describe('responses the service worker never caches', () => {
  const response = (status: number, headers: Record<string, string> = {}, type = 'basic') => ({
    status,
    type,
    headers: new Headers(headers),
  });

  it.each([
    ['no-store', response(200, { 'cache-control': 'no-store' }), 'no-store'],
    ['private', response(200, { 'cache-control': 'private, max-age=60' }), 'no-store'],
    ['an error', response(404), 'not-ok'],
    ['a redirect', response(302), 'not-ok'],
    ['an opaque answer', response(0, {}, 'opaque'), 'opaque'],
    [
      'one that varies by cookie',
      response(200, { vary: 'Accept-Encoding, Cookie' }),
      'varies-by-credentials',
    ],
  ])('refuses %s', (_label, answer, reason) => {
    expect(refuseResponse(answer)).toBe(reason);
  });

  it('refuses one that sets a cookie, where the header is visible', () => {
    const headers = { get: (name: string) => (name === 'set-cookie' ? 'gofy_session=x' : null) };
    expect(refuseResponse({ status: 200, headers })).toBe('sets-cookie');
  });

  it('allows a plain static file', () => {
    expect(
      refuseResponse(response(200, { 'cache-control': 'public, max-age=31536000, immutable' })),
    ).toBeUndefined();
  });
});
