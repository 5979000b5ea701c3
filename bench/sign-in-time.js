// @ts-check
/**
 * Signing in on a poor mobile connection: from the press of "Sign in" to the greeting on the
 * main screen, with every round trip to the server slowed to that of a 3G network. The portal's
 * own files come from its service worker, as for a broker who has opened it before, so what is
 * measured is the conversation with the SSO, which only fewer round trips make faster.
 */
import { mobileContext, timeClickToHeading } from './browser.js';

/**
 * @typedef {object} SignInTime
 * @property {number} roundTripMs The latency added to each request.
 * @property {number[]} clickToGreetingMs One per sign-in.
 * @property {number[]} ssoRequests Requests to the SSO API between the click and the greeting.
 */

// Chromium DevTools' "3G" preset: 300 ms added to every request, about 1.6 Mbit/s down and
// 750 kbit/s up.
export const slowMobile = Object.freeze({
  offline: false,
  latency: 300,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin Where the portal and its SSO API are served.
 * @param {{ email: string, password: string, greeting: string, runs?: number }} user
 * @returns {Promise<SignInTime>}
 */
export async function measureSignIn(browser, origin, user) {
  const runs = user.runs ?? 5;
  /** @type {SignInTime} */
  const result = { roundTripMs: slowMobile.latency, clickToGreetingMs: [], ssoRequests: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(mobileContext);
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/login`, { waitUntil: 'load' });
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
        timeout: 10_000,
      });
      await page.reload({ waitUntil: 'networkidle' });

      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slowMobile);

      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      const greeting = await timeClickToHeading(page, user.greeting);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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
