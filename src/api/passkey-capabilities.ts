/**
 * What this browser and device can do with passkeys, from `getClientCapabilities()` where the
 * browser has it (one answer for every question), and from the older single checks elsewhere.
 * Each answer decides what the portal offers, never whether the password works.
 */

type Capabilities = Partial<Record<string, boolean>>;

interface CapabilityApi {
  getClientCapabilities?: () => Promise<Capabilities>;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
}

function api(): CapabilityApi | undefined {
  return typeof PublicKeyCredential === 'undefined'
    ? undefined
    : (PublicKeyCredential as unknown as CapabilityApi);
}

async function capabilities(webAuthn: CapabilityApi): Promise<Capabilities> {
  try {
    return (await webAuthn.getClientCapabilities?.call(PublicKeyCredential)) ?? {};
  } catch {
    return {};
  }
}

async function ask(check: (() => Promise<boolean>) | undefined): Promise<boolean> {
  try {
    return (await check?.call(PublicKeyCredential)) ?? false;
  } catch {
    return false;
  }
}

/** Whether the email field's autofill can list passkeys (conditional mediation). */
export async function canOfferPasskeysInAutofill(): Promise<boolean> {
  const webAuthn = api();
  if (!webAuthn) return false;
  const { conditionalGet } = await capabilities(webAuthn);
  return conditionalGet ?? ask(webAuthn.isConditionalMediationAvailable);
}

/**
 * Whether this device can keep a passkey behind its own screen lock (a fingerprint, a face,
 * its PIN): the condition for offering to add one after a sign-in with the password. Not
 * `passkeyPlatformAuthenticator`, which a desktop with a phone nearby (hybrid) also answers
 * yes to: the offer is about a passkey on the device in the broker's hands.
 */
export async function canMakePasskeyOnDevice(): Promise<boolean> {
  const webAuthn = api();
  if (!webAuthn) return false;
  const { userVerifyingPlatformAuthenticator } = await capabilities(webAuthn);
  return (
    userVerifyingPlatformAuthenticator ??
    ask(webAuthn.isUserVerifyingPlatformAuthenticatorAvailable)
  );
}
