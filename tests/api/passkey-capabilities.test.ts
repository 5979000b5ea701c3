import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canMakePasskeyOnDevice,
  canOfferPasskeysInAutofill,
} from '../../src/api/passkey-capabilities';

type WebAuthnStub = {
  getClientCapabilities?: () => Promise<Record<string, boolean>>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
};

function browserWith(webAuthn: WebAuthnStub) {
  vi.stubGlobal('PublicKeyCredential', webAuthn);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the portal offers, from what the browser says it can do', () => {
  it('believes getClientCapabilities where the browser has it, over the older checks', async () => {
    browserWith({
      getClientCapabilities: async () => ({
        conditionalGet: false,
        userVerifyingPlatformAuthenticator: true,
        passkeyPlatformAuthenticator: false,
      }),
      isConditionalMediationAvailable: async () => true,
      isUserVerifyingPlatformAuthenticatorAvailable: async () => false,
    });
    expect(await canOfferPasskeysInAutofill()).toBe(false);
    expect(await canMakePasskeyOnDevice()).toBe(true);
  });

  it('asks the older checks for what getClientCapabilities leaves out', async () => {
    browserWith({
      getClientCapabilities: async () => ({ hybridTransport: true }),
      isConditionalMediationAvailable: async () => true,
      isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
    });
    expect(await canOfferPasskeysInAutofill()).toBe(true);
    expect(await canMakePasskeyOnDevice()).toBe(true);
  });

  it('uses the older checks in a browser without getClientCapabilities', async () => {
    browserWith({
      isConditionalMediationAvailable: async () => false,
      isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
    });
    expect(await canOfferPasskeysInAutofill()).toBe(false);
    expect(await canMakePasskeyOnDevice()).toBe(true);
  });

  it('offers nothing when a check fails, or the browser has no WebAuthn at all', async () => {
    browserWith({
      getClientCapabilities: () => Promise.reject(new Error('not allowed here')),
      isConditionalMediationAvailable: () => Promise.reject(new Error('not allowed here')),
    });
    expect(await canOfferPasskeysInAutofill()).toBe(false);
    expect(await canMakePasskeyOnDevice()).toBe(false);

    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await canOfferPasskeysInAutofill()).toBe(false);
    expect(await canMakePasskeyOnDevice()).toBe(false);
  });
});
