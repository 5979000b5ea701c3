// @ts-check
/**
 * Signing in with a passkey on a poor mobile connection: from the press of "Sign in with a
 * passkey" to the greeting, with the round trips of `sign-in-time.js` and Chromium's virtual
 * authenticator standing in for the broker's fingerprint. The page opens on `localhost`:
 * browsers take no IP address as a relying party.
 */
import { mobileContext, timeClickToHeading } from './browser.js';
import { slowMobile } from './sign-in-time.js';

/**
 * @typedef {object} PasskeySignInTime
 * @property {number} roundTripMs The latency added to each request.
 * @property {number[]} clickToGreetingMs One per sign-in.
 * @property {number[]} ssoRequests Requests to the SSO API between the click and the greeting.
 */

/**
 * Adds a passkey to the account through the contract's calls and the browser's WebAuthn, and
 * signs out again.
 *
 * @param {import('playwright-core').Page} page
 * @param {string} origin
 * @param {{ email: string, password: string }} user
 */
async function addPasskey(page, origin, user) {
  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  await page.evaluate(async ({ email, password }) => {
    const post = (/** @type {string} */ path, /** @type {unknown} */ body = undefined) =>
      fetch(`/api/sso/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    await post('login', { email, password, rememberMe: false, applicationId: 7 });
    const { publicKey } = await (await post('passkeys/registration/options')).json();
    const credential = /** @type {PublicKeyCredential} */ (
      await navigator.credentials.create({
        publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(publicKey),
      })
    );
    await post('passkeys/registration', { credential: credential.toJSON() });
    await post('logout');
  }, user);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin Where the portal and its SSO API are served, on `localhost`.
 * @param {{ email: string, password: string, greeting: string, runs?: number }} user
 * @returns {Promise<PasskeySignInTime>}
 */
export async function measurePasskeySignIn(browser, origin, user) {
  const runs = user.runs ?? 5;
  /** @type {PasskeySignInTime} */
  const result = { roundTripMs: slowMobile.latency, clickToGreetingMs: [], ssoRequests: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(mobileContext);
    try {
      const page = await context.newPage();
      // The button is what is timed: autofill's offer would sign the page in by itself.
      await page.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = async () => false;
        const capabilities = PublicKeyCredential.getClientCapabilities;
        if (capabilities) {
          PublicKeyCredential.getClientCapabilities = async () => ({
            ...(await capabilities.call(PublicKeyCredential)),
            conditionalGet: false,
          });
        }
      });
      await page.goto(`${origin}/login`, { waitUntil: 'load' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await addPasskey(page, origin, user);
      await page.goto(`${origin}/login`, { waitUntil: 'load' });
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
        timeout: 10_000,
      });
      await page.reload({ waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: 'Sign in with a passkey' });
      await button.waitFor();

      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slowMobile);
      const greeting = await timeClickToHeading(page, user.greeting);
      await button.click();
      const { ms, requests } = await greeting.read('/api/sso/');
      result.clickToGreetingMs.push(ms);
      result.ssoRequests.push(requests);
      await cdp.detach();
    } finally {
      await context.close();
    }
  }
  return result;
}
