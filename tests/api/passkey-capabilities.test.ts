import { afterEach, describe, expect, it, vi } from 'vitest';
import { canOfferPasskeysInAutofill } from '../../src/api/passkey-capabilities';
import { canMakePasskeyOnDevice } from '../../src/api/passkey-on-device';

type WebAuthnStub = {
  getClientCapabilities?: () => Promise<Record<string, boolean>>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const refused = () => Promise.reject(new Error('not allowed here'));

describe('what the portal offers, from what the browser says it can do', () => {
  it.each<[string, WebAuthnStub | undefined, { autofill: boolean; onDevice: boolean }]>([
    [
      'believes getClientCapabilities where the browser has it, over the older checks',
      {
        getClientCapabilities: async () => ({
          conditionalGet: false,
          userVerifyingPlatformAuthenticator: true,
          passkeyPlatformAuthenticator: false,
        }),
        isConditionalMediationAvailable: async () => true,
        isUserVerifyingPlatformAuthenticatorAvailable: async () => false,
      },
      { autofill: false, onDevice: true },
    ],
    [
      'asks the older checks for what getClientCapabilities leaves out',
      {
        getClientCapabilities: async () => ({ hybridTransport: true }),
        isConditionalMediationAvailable: async () => true,
        isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
      },
      { autofill: true, onDevice: true },
    ],
    [
      'uses the older checks in a browser without getClientCapabilities',
      {
        isConditionalMediationAvailable: async () => false,
        isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
      },
      { autofill: false, onDevice: true },
    ],
    [
      'offers nothing when a check fails',
      { getClientCapabilities: refused, isConditionalMediationAvailable: refused },
      { autofill: false, onDevice: false },
    ],
    [
      'offers nothing when the browser has no WebAuthn at all',
      undefined,
      { autofill: false, onDevice: false },
    ],
  ])('%s', async (_name, webAuthn, { autofill, onDevice }) => {
    vi.stubGlobal('PublicKeyCredential', webAuthn);
    expect(await canOfferPasskeysInAutofill()).toBe(autofill);
    expect(await canMakePasskeyOnDevice()).toBe(onDevice);
  });
});
