import type { PasskeySignInFailure } from '../../api/passkey-sign-in';
import { startPasskeySignIn } from '../../api/passkey-sign-in-start';
import type { SignedIn } from '../../api/sso-responses';
import { type RequestOptionsJson, requestOptions } from '../../api/webauthn-request-json';

/**
 * One passkey sign-in from start to end: a new attempt from the SSO, the browser's passkey
 * dialog (or its autofill, with conditional mediation), and the assertion sent back. What
 * sends the assertion comes in the HTTP client's chunk, once a passkey is chosen: autofill,
 * which starts at the page's load, waits with the little it needs to ask.
 */

const loadFinish = () =>
  Promise.all([
    import(/* webpackChunkName: "http-client" */ '../../api/passkey-sign-in'),
    import(/* webpackChunkName: "http-client" */ '../../api/passkey-signals'),
    import(/* webpackChunkName: "http-client" */ '../../api/webauthn-json'),
  ]);

export type CeremonyOutcome =
  | { readonly kind: 'signed-in'; readonly signedIn: SignedIn }
  /** The user closed the dialog, or it timed out: nothing to say beyond a quiet note. */
  | { readonly kind: 'cancelled' }
  /** Ended by the page (a new attempt, the button, leaving): say nothing. */
  | { readonly kind: 'aborted' }
  /** The browser cannot run the ceremony here (no authenticator, an odd origin). */
  | { readonly kind: 'unsupported' }
  /** The SSO gave no attempt to start with, before the browser asked the user anything. */
  | { readonly kind: 'not-started'; readonly failure: PasskeySignInFailure }
  | { readonly kind: 'failed'; readonly failure: PasskeySignInFailure };

export interface CeremonyRequest {
  readonly mediation: 'conditional' | 'optional';
  readonly signal: AbortSignal;
  /** Read when the assertion is sent, so a box ticked meanwhile counts. */
  readonly rememberMe: () => boolean;
  /** The user chose a passkey and it is on its way to the SSO. */
  readonly onChosen?: () => void;
  /** Ends the attempt this long before the SSO would expire it, for a new one. */
  readonly onExpiring?: (inMs: number) => void;
  /**
   * The browser is asked for a passkey from now on (its dialog, or its autofill): how soon it
   * answers tells a refusal of its own from a person's.
   */
  readonly onAsking?: () => void;
}

export async function passkeySignInCeremony(request: CeremonyRequest): Promise<CeremonyOutcome> {
  // The broker pressed the button: the code that sends the assertion comes while they choose.
  const finishing = request.mediation === 'optional' ? loadFinish() : undefined;
  finishing?.catch(() => {});
  const started = await startPasskeySignIn();
  if (!started.ok) return { kind: 'not-started', failure: started.failure };
  if (request.signal.aborted) return { kind: 'aborted' };
  const json = started.options.publicKey as RequestOptionsJson;
  if (json.timeout) request.onExpiring?.(json.timeout);
  request.onAsking?.();

  let credential: Credential | null;
  try {
    credential = await navigator.credentials.get({
      publicKey: requestOptions(json),
      mediation: request.mediation as CredentialMediationRequirement,
      signal: request.signal,
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'AbortError' || request.signal.aborted) return { kind: 'aborted' };
    return { kind: name === 'NotAllowedError' ? 'cancelled' : 'unsupported' };
  }
  if (!(credential instanceof PublicKeyCredential)) return { kind: 'cancelled' };

  request.onChosen?.();
  let finish: Awaited<ReturnType<typeof loadFinish>>;
  try {
    // Asked again if it failed while the broker chose: the network may be back.
    finish = await (finishing ?? loadFinish()).catch(loadFinish);
  } catch {
    // Its code could not come (the network went, a new deployment): as if the SSO had not.
    return { kind: 'failed', failure: { kind: 'unavailable' } };
  }
  const [{ signInWithPasskey }, { signalUnknownPasskey }, { credentialJson }] = finish;
  const result = await signInWithPasskey({
    attemptId: started.options.attemptId,
    credential: credentialJson(credential),
    rememberMe: request.rememberMe(),
  });
  if (result.ok) return { kind: 'signed-in', signedIn: result.signedIn };
  if (result.failure.kind === 'passkey_unknown' && json.rpId) {
    signalUnknownPasskey(json.rpId, credential.id);
  }
  return { kind: 'failed', failure: result.failure };
}
