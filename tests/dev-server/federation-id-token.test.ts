import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import { startSso } from './federation-support';
import {
  type HostileProvider,
  type IdTokenSignature,
  startHostileProvider,
} from './hostile-provider';
import type { RunningService } from './support';

// The ID token of a company sign-in, forged by its provider (contract: `finishFederatedSignIn`,
// "The ID token's signature"). openid-client checked no signature until asked to, so each of
// these tokens once signed Marina in. Marina's domain requires Microsoft, so a token naming her
// verified email would link her account at once: the worst a forged token can do.

const marina = {
  sub: 'ms-forged',
  email: 'marina.rocha@corretora-horizonte.example',
  name: 'Marina Rocha',
  amr: ['pwd', 'mfa'],
};

let provider: HostileProvider;
let sso: RunningService;

beforeAll(async () => {
  provider = await startHostileProvider({
    clientId: 'gofy-sso',
    clientSecret: 'ms-secret',
    account: marina,
  });
});
afterAll(() => provider.close());
beforeEach(async () => {
  // Both of the SSO's providers are the hostile one; the test signs in with Microsoft.
  const time = Date.parse('2026-11-28T12:00:00.000Z');
  sso = await startSso(
    { microsoft: provider.issuer, google: provider.issuer },
    { now: () => time },
  );
});
afterEach(() => sso.close());

async function signInSignedWith(signature: IdTokenSignature) {
  provider.signature = signature;
  const browser = new CompanyBrowser(sso.url);
  const destination = portalDestination(await companySignIn(browser, 'microsoft', {}));
  const whoami = await browser.request('/api/sso/whoami');
  return { destination, signedIn: whoami.status === 200 };
}

describe('a company sign-in whose ID token', () => {
  it('is signed with a key the provider publishes signs in', async () => {
    expect(await signInSignedWith('published-key')).toEqual({ destination: '/', signedIn: true });
  });

  it.each<[string, IdTokenSignature]>([
    ['is signed with a key the provider never published', 'unpublished-key'],
    ['is not signed at all (alg: none), though the provider lists none', 'none'],
    ['is signed with the client secret (HS256), though the provider lists HS256', 'hs256'],
  ])('%s is refused as the provider’s error', async (_, signature) => {
    expect(await signInSignedWith(signature)).toEqual({
      destination: '/login?federation_error=provider_error',
      signedIn: false,
    });
    expect(sso.service.outbox.latest(marina.email, 'company-account-linked')).toBeUndefined();
  });
});
