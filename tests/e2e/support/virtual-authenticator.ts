import type { CDPSession, Page } from 'playwright-core';

/** Chromium's virtual authenticator given to a page, and the session that drives it. */
export interface VirtualAuthenticator {
  readonly cdp: CDPSession;
  readonly id: string;
}

/**
 * A platform authenticator that verifies the user (a fingerprint), as on a broker's phone,
 * for `page` (Chromium only: WebAuthn's virtual authenticators are a DevTools protocol).
 */
export async function addPlatformAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}
