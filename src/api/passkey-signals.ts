/**
 * The WebAuthn Signal API: telling the browser (and the password manager behind it) which of
 * its passkeys the SSO still accepts and what to call the account, so it stops offering a
 * removed passkey and shows the current name. Browsers without it are left as they are.
 */

interface SignalApi {
  signalUnknownCredential?: (details: { rpId: string; credentialId: string }) => Promise<void>;
  signalAllAcceptedCredentials?: (details: {
    rpId: string;
    userId: string;
    allAcceptedCredentialIds: string[];
  }) => Promise<void>;
  signalCurrentUserDetails?: (details: {
    rpId: string;
    userId: string;
    name: string;
    displayName: string;
  }) => Promise<void>;
}

function signals(): SignalApi {
  return typeof PublicKeyCredential === 'undefined'
    ? {}
    : (PublicKeyCredential as unknown as SignalApi);
}

/** Whether the browser takes the list of accepted passkeys: without it, reading it is wasted. */
export function canSignalAcceptedPasskeys(): boolean {
  return typeof signals().signalAllAcceptedCredentials === 'function';
}

/** The SSO does not know `credentialId`: the browser should stop offering it. */
export function signalUnknownPasskey(rpId: string, credentialId: string): void {
  signals()
    .signalUnknownCredential?.call(PublicKeyCredential, { rpId, credentialId })
    .catch(() => {});
}

/**
 * After the list is read: the passkeys the SSO accepts for the user, and the user's names.
 * Passkeys of the relying party for this user that are not listed are hidden by the browser.
 * Resolves once the browser has taken both in (never rejects), so a passkey added afterwards
 * is not hidden by a list read before it.
 */
export async function signalAcceptedPasskeys(details: {
  readonly rpId: string;
  readonly userHandle: string;
  readonly passkeyIds: readonly string[];
  readonly email: string;
  readonly name: string;
}): Promise<void> {
  const api = signals();
  const { rpId, userHandle: userId } = details;
  await Promise.allSettled([
    api.signalAllAcceptedCredentials?.call(PublicKeyCredential, {
      rpId,
      userId,
      allAcceptedCredentialIds: [...details.passkeyIds],
    }),
    api.signalCurrentUserDetails?.call(PublicKeyCredential, {
      rpId,
      userId,
      name: details.email,
      displayName: details.name,
    }),
  ]);
}
