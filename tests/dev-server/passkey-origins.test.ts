import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import {
  applicationId,
  type RawResponse,
  type RunningService,
  rawRequest,
  signedInCookie,
  startService,
} from './support';

// Where a passkey ceremony may come from on a developer's machine, with no origin configured
// (`npm run serve`). A page on another localhost port behind a proxy that forwards its Host,
// as the Rsbuild dev server does, used to be taken for the portal: the relying-party id is
// `localhost` whatever the port, so Ana's passkey signed for it, and the proxy received her
// session. Each test's traffic is also held to docs/openapi.yaml after it runs.

let service: RunningService;
let port: string;
let ownOrigin: string;
// Any other port: nothing needs to listen on it, the forwarded Host names it.
let otherPort: string;

beforeEach(async () => {
  service = await startService({ now: () => Date.parse('2026-11-23T12:00:00Z') });
  port = new URL(service.url).port;
  ownOrigin = `http://localhost:${port}`;
  otherPort = port === '5173' ? '5174' : '5173';
});
afterEach(() => service.close());

/** A request as a page at `pageOrigin` sends it through a proxy that keeps its Host. */
function fromPage(
  pageOrigin: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {
    host: new URL(pageOrigin).host,
    origin: pageOrigin,
    'content-type': 'application/json',
  };
  if (options.cookie) headers.cookie = options.cookie;
  return rawRequest(service.url, {
    method: 'POST',
    path: `/api/sso/passkeys${path}`,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

function json(response: RawResponse) {
  return JSON.parse(response.body.toString('utf8'));
}

/** Ana adds a passkey at the portal itself, the service's own origin. */
async function anasPasskey() {
  const authenticator = new SoftwareAuthenticator(ownOrigin);
  const cookie = await signedInCookie(service.url);
  const options = json(await fromPage(ownOrigin, '/registration/options', { cookie }));
  const credential = authenticator.register(options.publicKey);
  const added = await fromPage(ownOrigin, '/registration', { cookie, body: { credential } });
  expect(added.status).toBe(201);
  return { authenticator, id: credential.id };
}

/** A passkey sign-in run by a page at `pageOrigin`. */
async function signInFrom(pageOrigin: string, passkey: Awaited<ReturnType<typeof anasPasskey>>) {
  const { attemptId, publicKey } = json(await fromPage(pageOrigin, '/sign-in/options'));
  const credential = passkey.authenticator.signIn(publicKey, passkey.id, { origin: pageOrigin });
  return fromPage(pageOrigin, '/sign-in', {
    body: { attemptId, credential, rememberMe: false, applicationId },
  });
}

describe('passkey ceremonies with no origin configured', () => {
  it('are taken at the service’s own origin, http://localhost:<port>', async () => {
    const passkey = await anasPasskey();
    const signedIn = await signInFrom(ownOrigin, passkey);
    expect(signedIn.status).toBe(200);
  });

  it('are refused from another localhost port whose proxy forwards its Host', async () => {
    const passkey = await anasPasskey();
    const elsewhere = await signInFrom(`http://localhost:${otherPort}`, passkey);
    expect(elsewhere.status).toBe(401);
    expect(json(elsewhere).error.code).toBe('passkey_refused');
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
  });
});
