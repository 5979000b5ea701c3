import type { Page } from 'playwright-core';
import { beforeEach, expect } from 'vitest';
import { setUpPortalPage } from '../support/portal-page';
import { demoUser } from '../support/portal-server';
import {
  addPasskeyThroughApi,
  addPlatformAuthenticator,
  type VirtualAuthenticator,
} from '../support/virtual-authenticator';

export const hello = (page: Page, user = demoUser) =>
  page.getByRole('heading', { name: `Hello, ${user.firstName}` });
export const passkeyButton = (page: Page) =>
  page.getByRole('button', { name: 'Sign in with a passkey' });

/**
 * Registers the hooks of the passkeys' browser tests: Chromium's virtual authenticator,
 * against the local SSO service over HTTP, one service for the file. Browsers take no IP
 * address as a relying party, so each test's page opens on localhost, on the sign-in page,
 * with a platform authenticator of its own.
 */
export function setUpPasskeys() {
  const e2e = setUpPortalPage({
    // A ceremony the user cancels is logged by Chromium as a failed request of the page, and
    // a request the test cuts off as a network error.
    expectedProblems: /NotAllowedError|status of 401|ERR_INTERNET_DISCONNECTED|Failed to fetch/,
  });
  let url: string;
  let authenticator: VirtualAuthenticator;

  beforeEach(async () => {
    url = e2e.portal.url.replace('127.0.0.1', 'localhost');
    await e2e.page.goto(`${url}/login`);
    authenticator = await addPlatformAuthenticator(e2e.page);
  });

  const passkeys = {
    e2e,
    /** The portal's address on localhost. */
    get url() {
      return url;
    },
    /** The current test's virtual authenticator, for the tests that read what it holds. */
    get authenticator() {
      return authenticator;
    },

    /**
     * Adds a passkey to `user`'s account through the contract's calls and the browser's own
     * WebAuthn, signed in and out by the API rather than the form: the main screen, after a
     * sign-in, tells the browser which passkeys the SSO accepts, and a list read before the
     * new passkey existed would make the device forget it. Ends on the sign-in page.
     * Resolves to its id.
     */
    async registerPasskey(page: Page, user = demoUser): Promise<string> {
      // A page of the portal without a passkey offer: on /login, autofill's pending request
      // could take the new passkey and sign in meanwhile.
      await page.goto(`${url}/forgot-password`);
      const id = await addPasskeyThroughApi(page, {
        email: user.email,
        password: user.password,
        name: 'Chromium',
      });
      // Signed out beside the page, not from it: the SSO's answer to the page clears the
      // site's storage, service worker included, and Chromium keeps the torn-down worker
      // attached for seconds beside the new one, which the test would then run with.
      await page.request.post(`${url}/api/sso/logout`);
      await page.goto(`${url}/login`);
      return id;
    },

    async signOut(page: Page) {
      await page.getByRole('link', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
      await page.goto(`${url}/login`);
    },

    /** How many passkeys the virtual authenticator holds. */
    async credentialsOnDevice() {
      const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: authenticator.id,
      });
      return credentials.length;
    },
  };
  return passkeys;
}

export type Passkeys = ReturnType<typeof setUpPasskeys>;

/** Removes passkey `id` through the API, as the signed-in broker would on another device. */
export async function removePasskeyElsewhere(page: Page, id: string) {
  const status = await page.evaluate(
    async (passkeyId) =>
      (await fetch(`/api/sso/passkeys/${passkeyId}`, { method: 'DELETE' })).status,
    id,
  );
  expect(status).toBe(204);
}
