import { createHmac, generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenID provider that forges its ID tokens, on a free port: a discovery document that
 * lists `none` and `HS256` beside RS256, a JWKS with one key, an authorization endpoint that
 * sends the browser straight back with a code, and a token endpoint answering an ID token for
 * the account it is told, signed as it is told. What a compromised or spoofed provider, or
 * whoever sits between the SSO and it, could hand the SSO.
 */

/**
 * How the ID token is signed: properly (`published-key`), or forged: with a key the provider
 * never published under the published key's id, unsigned (`alg: none`), or with HS256 keyed
 * by the client secret, which the SSO's configuration holds and so does anyone who read it.
 */
export type IdTokenSignature = 'published-key' | 'unpublished-key' | 'none' | 'hs256';

export interface HostileAccount {
  readonly sub: string;
  readonly email: string;
  readonly name: string;
  readonly amr: readonly string[];
}

export interface HostileProvider {
  readonly issuer: string;
  /** How the next ID tokens are signed. */
  signature: IdTokenSignature;
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const rsaKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

function signedJwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  signWith: (input: string) => string,
): string {
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${signWith(input)}`;
}

/** The provider for the SSO's client `clientId` (whose secret is `clientSecret`). */
export async function startHostileProvider(options: {
  clientId: string;
  clientSecret: string;
  account: HostileAccount;
}): Promise<HostileProvider> {
  const published = rsaKey();
  const unpublished = rsaKey();
  const kid = randomUUID();
  /** The nonce of each authorization request, by the code it was answered with. */
  const nonces = new Map<string, string>();
  let issuer = '';

  const rs256 = (key: KeyObject) => (input: string) =>
    sign('sha256', Buffer.from(input), key).toString('base64url');

  function idToken(nonce: string): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      aud: options.clientId,
      iat: now,
      exp: now + 300,
      nonce,
      ...options.account,
      // It stands in for Microsoft (the SSO's tests give it Marina's domain), which vouches
      // for an email in Entra ID's optional claim.
      xms_edov: true,
    };
    switch (provider.signature) {
      case 'published-key':
        return signedJwt({ alg: 'RS256', kid }, claims, rs256(published));
      case 'unpublished-key':
        return signedJwt({ alg: 'RS256', kid }, claims, rs256(unpublished));
      case 'none':
        return signedJwt({ alg: 'none' }, claims, () => '');
      case 'hs256':
        return signedJwt({ alg: 'HS256' }, claims, (input) =>
          createHmac('sha256', options.clientSecret).update(input).digest('base64url'),
        );
    }
  }

  function json(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      json(res, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256', 'HS256', 'none'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
      return;
    }
    if (url.pathname === '/jwks') {
      const jwk = published.export({ format: 'jwk' });
      json(res, { keys: [{ kty: jwk.kty, n: jwk.n, e: jwk.e, kid, use: 'sig', alg: 'RS256' }] });
      return;
    }
    if (url.pathname === '/authorize') {
      const code = randomUUID();
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const code = new URLSearchParams(body).get('code') ?? '';
      const nonce = nonces.get(code);
      nonces.delete(code);
      if (nonce === undefined) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      json(res, { access_token: randomUUID(), token_type: 'Bearer', id_token: idToken(nonce) });
      return;
    }
    res.writeHead(404);
    res.end();
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider: HostileProvider = {
    issuer,
    signature: 'published-key',
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return provider;
}
