/**
 * What this browser and device can do with passkeys, from `getClientCapabilities()` where the
 * browser has it (one answer for every question), and from the older single checks elsewhere.
 * Each answer decides what the portal offers, never whether the password works. What the
 * main screen asks (passkey-on-device.ts) is apart: the sign-in page's passkey offer, which
 * loads before anyone touches the page, carries only its own question.
 */

type Capabilities = Partial<Record<string, boolean>>;

export interface CapabilityApi {
  getClientCapabilities?: () => Promise<Capabilities>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
}

export function webAuthnApi(): CapabilityApi | undefined {
  return typeof PublicKeyCredential === 'undefined'
    ? undefined
    : (PublicKeyCredential as unknown as CapabilityApi);
}

export async function clientCapabilities(webAuthn: CapabilityApi): Promise<Capabilities> {
  try {
    return (await webAuthn.getClientCapabilities?.call(PublicKeyCredential)) ?? {};
  } catch {
    return {};
  }
}

export async function askCapability(check: (() => Promise<boolean>) | undefined): Promise<boolean> {
  try {
    return (await check?.call(PublicKeyCredential)) ?? false;
  } catch {
    return false;
  }
}

/** Whether the email field's autofill can list passkeys (conditional mediation). */
export async function canOfferPasskeysInAutofill(): Promise<boolean> {
  const webAuthn = webAuthnApi();
  if (!webAuthn) return false;
  const { conditionalGet } = await clientCapabilities(webAuthn);
  return conditionalGet ?? askCapability(webAuthn.isConditionalMediationAvailable);
}
