import { expect } from 'vitest';
import type { SharedPortal } from '../support/portal-page';
import { demoUser } from '../support/portal-server';

/**
 * A browser context signed in as the demo user by the SSO directly, as another application of
 * the suite would have done: the cookies are in the browser, not from a page of the portal.
 */
export async function signedInElsewhere(shared: SharedPortal, options: { locale?: string } = {}) {
  const context = await shared.browser.newContext(options);
  const answer = await context.request.post(`${shared.portal.url}/api/sso/login`, {
    data: {
      email: demoUser.email,
      password: demoUser.password,
      rememberMe: false,
      applicationId: 7,
    },
  });
  expect(answer.status()).toBe(200);
  return context;
}
