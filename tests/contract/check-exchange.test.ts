import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiResponseHeaders } from '../../deploy/http-headers.js';
import {
  type Contract,
  requestProblems,
  responseProblems,
} from '../support/contract/check-exchange';
import { contractDocument } from '../support/contract/contract-document';
import {
  type Exchange,
  type RecordedRequest,
  type RecordedResponse,
  watchTraffic,
} from '../support/contract/recorded-traffic';
import { contractSchemas } from '../support/contract/schema-validator';

const contract: Contract = { document: contractDocument(), schemas: contractSchemas() };

// What every API answer carries (deploy/http-headers.js), named as Node hands them over.
const apiHeaders = Object.fromEntries(
  Object.entries(apiResponseHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
);

// Every whoami answer says it depends on the request's Origin (contract 1.28.0).
const varyOrigin = { vary: 'Origin' };

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    headers: {
      ...apiHeaders,
      ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      ...headers,
    },
    body: Buffer.from(text),
  } satisfies RecordedResponse;
}

function sent(method: string, target: string, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    method,
    target,
    headers: text ? { 'content-type': contentType } : {},
    body: () => Buffer.from(text),
    complete: true,
  } satisfies RecordedRequest;
}

const signedIn = {
  user: { id: 'u1', email: 'ana.souza@gofy.example', name: 'Ana Souza', apps: ['pipeline'] },
  session: {
    id: 's1',
    expiresAt: '2030-01-01T00:00:00.000Z',
    absoluteExpiresAt: '2030-01-01T00:00:00.000Z',
    remembered: false,
  },
};
const unauthenticated = { error: { code: 'unauthenticated', message: 'Not signed in.' } };

describe('an answer of the service', () => {
  it('conforms with a described status, its required headers and a body of its schema', () => {
    expect(
      responseProblems(contract, sent('GET', '/api/sso/whoami'), answer(200, signedIn, varyOrigin)),
    ).toEqual([]);
  });

  it('breaks the contract with a status the operation does not describe', () => {
    expect(
      responseProblems(contract, sent('GET', '/api/sso/whoami'), answer(418, unauthenticated)),
    ).toEqual(['status 418, which the contract does not describe here']);
  });

  it('breaks the contract with a body its schema refuses', () => {
    const noApps = { ...signedIn, user: { ...signedIn.user, apps: undefined } };
    const answered = answer(200, noApps, varyOrigin);
    expect(responseProblems(contract, sent('GET', '/api/sso/whoami'), answered)).toEqual([
      "body /user must have required property 'apps'",
    ]);
  });

  it('breaks the contract without a required header, or with a wrong value in one', () => {
    const login = sent('POST', '/api/sso/login', {});
    expect(responseProblems(contract, login, answer(200, signedIn))).toEqual([
      'no Set-Cookie header',
    ]);
    const jsCookie = { 'set-cookie': 'gofy_session=abc; Path=/; SameSite=Lax' };
    expect(responseProblems(contract, login, answer(200, signedIn, jsCookie))).toEqual([
      expect.stringMatching(/^Set-Cookie: "gofy_session=abc; Path=\/; SameSite=Lax" must match/),
    ]);
    const locked = { error: { code: 'account_locked', message: 'Locked.', retryAfter: 900 } };
    expect(
      responseProblems(contract, login, answer(423, locked, { 'retry-after': 'soon' })),
    ).toEqual(['Retry-After: "soon" must be integer']);
  });

  it('breaks the contract with HTML where JSON is declared', () => {
    const html = {
      ...answer(200, undefined, varyOrigin),
      body: Buffer.from('<h1>Bad gateway</h1>'),
    };
    html.headers['content-type'] = 'text/html';
    expect(responseProblems(contract, sent('GET', '/api/sso/whoami'), html)).toEqual([
      'Content-Type text/html, where the contract has application/json',
    ]);
  });

  it('answers HEAD as the GET operation, without a body', () => {
    const head = { ...answer(401, unauthenticated, varyOrigin), body: Buffer.alloc(0) };
    expect(responseProblems(contract, sent('HEAD', '/api/sso/whoami'), head)).toEqual([]);
  });

  it('finds a templated path, and a concrete path before a templated one', () => {
    const tours = { tours: { welcome: 'completed', card: 'pending' } };
    const put = sent('PUT', '/api/tourist/tours/welcome', { state: 'completed' });
    expect(responseProblems(contract, put, answer(200, tours))).toEqual([]);
    expect(
      responseProblems(contract, sent('GET', '/api/tourist/tours'), answer(200, tours)),
    ).toEqual([]);
  });

  it('must answer a path outside the contract with 404, and a method outside it with 405', () => {
    const notFound = { error: { code: 'not_found', message: 'Nothing here.' } };
    const unknown = sent('GET', '/api/sso/profile');
    expect(responseProblems(contract, unknown, answer(404, notFound))).toEqual([]);
    expect(responseProblems(contract, unknown, answer(200, signedIn))).toEqual([
      'status 200 for a path not in the contract',
    ]);
    const wrongMethod = sent('DELETE', '/api/sso/login');
    const refused = { error: { code: 'method_not_allowed', message: 'No.' } };
    expect(
      responseProblems(contract, wrongMethod, answer(405, refused, { allow: 'POST' })),
    ).toEqual([]);
    expect(responseProblems(contract, wrongMethod, answer(405, refused, { allow: 'GET' }))).toEqual(
      ['Allow leaves out POST'],
    );
  });
});

describe('a request of a client', () => {
  it('conforms with a known operation, its parameters and a body of its schema', () => {
    const login = { email: 'a@b.example', password: 'x', rememberMe: false, applicationId: 7 };
    expect(requestProblems(contract, sent('POST', '/api/sso/login', login))).toEqual([]);
    expect(requestProblems(contract, sent('GET', '/api/postal-code/01310100'))).toEqual([]);
  });

  it('breaks the contract on a path or method the contract does not have', () => {
    expect(requestProblems(contract, sent('GET', '/api/sso/profile'))).toEqual([
      'the contract has no such path',
    ]);
    expect(requestProblems(contract, sent('GET', '/api/sso/logout'))).toEqual([
      'the contract has only POST for /api/sso/logout',
    ]);
  });

  it('breaks the contract with a path parameter its schema refuses, or an unknown query', () => {
    expect(
      requestProblems(contract, sent('PUT', '/api/tourist/tours/billing', { state: 'completed' })),
    ).toEqual([expect.stringMatching(/^path parameter name "billing": .*allowed values/)]);
    expect(requestProblems(contract, sent('GET', '/api/sso/whoami?token=abc'))).toEqual([
      'query parameter token, which the contract does not have',
    ]);
  });

  it('breaks the contract with a body its schema refuses, or of another type', () => {
    expect(
      requestProblems(contract, sent('POST', '/api/sso/login', { email: 'a@b.example' })),
    ).toEqual([
      "body must have required property 'password'",
      "body must have required property 'rememberMe'",
      "body must have required property 'applicationId'",
    ]);
    expect(
      requestProblems(contract, sent('POST', '/api/sso/password-reset', 'email=a', 'text/plain')),
    ).toEqual(['Content-Type text/plain, where the contract has application/json']);
    expect(requestProblems(contract, sent('POST', '/api/sso/password-reset'))).toEqual([
      'no body, which the contract requires',
    ]);
    expect(requestProblems(contract, sent('GET', '/api/sso/whoami', {}))).toEqual([
      'a body, where the contract takes none',
    ]);
  });
});

describe('recording a server', () => {
  it('copies each request and answer without changing what the handler reads', async () => {
    const server = createServer(async (req, res) => {
      // Reads the body only after a pause, as handlers that check a session first do.
      await new Promise((resolve) => setImmediate(resolve));
      let body = '';
      for await (const chunk of req) body += String(chunk);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ echoed: body }));
    });
    const exchanges: Exchange[] = [];
    watchTraffic(server, 'local service', (exchange) => exchanges.push(exchange));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/x?y=1`, {
        method: 'POST',
        body: '{"a":1}',
      });
      expect(await response.json()).toEqual({ echoed: '{"a":1}' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }

    expect(exchanges).toHaveLength(1);
    const [{ request, response }] = exchanges as [Exchange];
    expect(request).toMatchObject({ method: 'POST', target: '/api/x?y=1', complete: true });
    expect(request.body().toString()).toBe('{"a":1}');
    expect(response?.status).toBe(200);
    expect(response?.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    expect(response?.body.toString()).toBe('{"echoed":"{\\"a\\":1}"}');
  });
});
