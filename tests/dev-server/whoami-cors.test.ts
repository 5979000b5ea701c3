import { describe, expect, it } from 'vitest';
import { carlaWithCode, chooseBrokerage, mendes, parceira } from './brokerage-calls';
import { ssoCall } from './passkey-calls';
import { bruno, signedInCookie, whoami } from './support';
import { serviceForEachTest } from './support-service';

// A suite application on another origin of the portal's site reads whoami with
// `credentials: 'include'` (contract 1.28.0, "Suite applications read whoami"): the SSO names
// that origin back only when it is exactly one of the suite's (SSO_RETURN_ORIGINS), and opens
// nothing else of the API. Each test's traffic is also held to docs/openapi.yaml.

const pipeline = 'https://pipeline.gofy.example';
const run = serviceForEachTest({ returnOrigins: [pipeline, 'https://agenda.gofy.example'] });

function fromOrigin(origin: string, cookie?: string): Promise<Response> {
  return ssoCall(run.url, '/whoami', { headers: { origin }, ...(cookie ? { cookie } : {}) });
}

function corsOf(response: Response) {
  return {
    origin: response.headers.get('access-control-allow-origin'),
    credentials: response.headers.get('access-control-allow-credentials'),
    vary: response.headers.get('vary'),
  };
}

const noCors = { origin: null, credentials: null, vary: 'Origin' };

describe('whoami read by a suite application', () => {
  it("names the application's origin back, and answers the brokerage the session acts for", async () => {
    const { cookie } = await carlaWithCode(run);
    expect((await chooseBrokerage(run.url, cookie, mendes)).status).toBe(200);
    const first = await fromOrigin(pipeline, cookie);
    expect(first.status).toBe(200);
    expect(corsOf(first)).toEqual({ origin: pipeline, credentials: 'true', vary: 'Origin' });
    expect((await first.json()).session.activeBrokerageId).toBe(mendes);

    // The broker switches on the portal; the next application opened reads the new one.
    expect((await chooseBrokerage(run.url, cookie, parceira)).status).toBe(200);
    const next = await fromOrigin('https://agenda.gofy.example', cookie);
    expect(corsOf(next).origin).toBe('https://agenda.gofy.example');
    expect((await next.json()).session.activeBrokerageId).toBe(parceira);
  });

  it('tells an allowed application that nobody is signed in, so it can send the broker to sign in', async () => {
    const answer = await fromOrigin(pipeline);
    expect(answer.status).toBe(401);
    expect(corsOf(answer)).toEqual({ origin: pipeline, credentials: 'true', vary: 'Origin' });
    expect((await answer.json()).error.code).toBe('unauthenticated');
  });

  it.each([
    ['another site', 'https://evil.test'],
    ['an allowed origin with a suffix', 'https://pipeline.gofy.example.evil.test'],
    ['a host ending like an allowed one', 'https://evilpipeline.gofy.example'],
    ['an allowed host over plain HTTP', 'http://pipeline.gofy.example'],
    ['an allowed host on another port', 'https://pipeline.gofy.example:8443'],
    ['an opaque origin', 'null'],
  ])('gives %s no CORS header, and the same body as a call without one', async (_, origin) => {
    const cookie = await signedInCookie(run.url, bruno);
    const answer = await fromOrigin(origin, cookie);
    expect(answer.status).toBe(200);
    expect(corsOf(answer)).toEqual(noCors);
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    );
    const sameOrigin = await whoami(run.url, cookie);
    expect(await answer.json()).toEqual(await sameOrigin.json());
  });

  it('answers no preflight: OPTIONS is a method whoami does not take', async () => {
    const answer = await ssoCall(run.url, '/whoami', {
      method: 'OPTIONS',
      headers: { origin: pipeline, 'access-control-request-method': 'GET' },
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the rest of the API', () => {
  it.each(['/sessions', '/activity', '/passkeys', '/second-factor', '/personal-data'])(
    'GET %s names no origin back, even an allowed one',
    async (path) => {
      const cookie = await signedInCookie(run.url, bruno);
      const answer = await ssoCall(run.url, path, { cookie, headers: { origin: pipeline } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it('keeps refusing a change from an application origin, with no CORS header', async () => {
    const cookie = await signedInCookie(run.url, bruno);
    const answer = await ssoCall(run.url, '/session/refresh', {
      cookie,
      body: {},
      headers: { origin: pipeline, 'sec-fetch-site': 'same-site' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
