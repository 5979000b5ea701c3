import {
  finishPasskeyRegistration,
  type Passkey,
  type PasskeyFailure,
  startPasskeyRegistration,
} from './passkeys';
import type { Device } from './sso-responses';
import { type CreationOptionsJson, creationOptions, credentialJson } from './webauthn-json';

/**
 * Adding a passkey from start to end: the SSO's options, the browser's dialog that makes the
 * credential (a fingerprint, a face, the device's PIN), and the credential sent back.
 */

export type AddPasskeyOutcome =
  | { readonly kind: 'added'; readonly passkey: Passkey }
  /** The user closed the dialog. */
  | { readonly kind: 'cancelled' }
  /** The device already holds a passkey for the account (one of `excludeCredentials`). */
  | { readonly kind: 'already-on-device' }
  /** The browser cannot make one here. */
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'failed'; readonly failure: PasskeyFailure };

/**
 * `nameFor` gives what the list will call the passkey, from the device the SSO will list it
 * with (undefined from an SSO that does not say); the user can rename it later.
 */
export async function addPasskey(
  nameFor: (device: Device | undefined) => string,
): Promise<AddPasskeyOutcome> {
  const answer = await startPasskeyRegistration();
  if (!answer.ok) return { kind: 'failed', failure: answer.failure };
  const { started } = answer;
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.create({
      publicKey: creationOptions(started.publicKey as unknown as CreationOptionsJson),
    });
  } catch (error) {
    const errorName = error instanceof DOMException ? error.name : '';
    if (errorName === 'InvalidStateError') return { kind: 'already-on-device' };
    if (errorName === 'NotAllowedError') return { kind: 'cancelled' };
    return { kind: 'unsupported' };
  }
  if (!(credential instanceof PublicKeyCredential)) return { kind: 'cancelled' };
  const finished = await finishPasskeyRegistration({
    credential: credentialJson(credential),
    name: nameFor(started.device),
  });
  return finished.ok
    ? { kind: 'added', passkey: finished.passkey }
    : { kind: 'failed', failure: finished.failure };
}
