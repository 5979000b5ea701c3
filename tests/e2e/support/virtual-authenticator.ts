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

/**
 * A browser that offers passkeys only behind the button, not in autofill. Chromium's virtual
 * authenticator answers an autofill request by itself, which would sign the page in first.
 */
export async function withoutPasskeyAutofill(page: Page): Promise<void> {
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
}

export interface PasskeyOwner {
  readonly email: string;
  readonly password: string;
  /** The authenticator app's code, for an account that asks for one after the password. */
  readonly code?: string;
  /** The passkey's name; the SSO names it after the device when none is given. */
  readonly name?: string;
}

/**
 * Signs `owner` in from the page through the contract's calls and makes a passkey with the
 * browser's own WebAuthn, as the security page would. Leaves the page signed in; resolves to
 * the new passkey's id.
 */
export function addPasskeyThroughApi(page: Page, owner: PasskeyOwner): Promise<string> {
  return page.evaluate(async ({ email, password, code, name }) => {
    const post = (path: string, body?: unknown) =>
      fetch(`/api/sso/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    await post('login', { email, password, rememberMe: false, applicationId: 7 });
    if (code !== undefined) await post('login/second-factor', { code });
    const { publicKey } = await (await post('passkeys/registration/options')).json();
    const credential = (await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(publicKey),
    })) as PublicKeyCredential;
    const added = await post('passkeys/registration', {
      credential: credential.toJSON(),
      ...(name === undefined ? {} : { name }),
    });
    return ((await added.json()) as { id: string }).id;
  }, owner);
}
