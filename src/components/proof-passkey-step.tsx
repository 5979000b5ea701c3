import { useState } from 'react';
import { reauthenticateWithPasskey, startPasskeyReauthentication } from '../api/reauthentication';
import { credentialJson, type RequestOptionsJson, requestOptions } from '../api/webauthn-json';
import type { ProofTranslate } from '../i18n/proof-messages';
import { LiveMessage } from './live-message';

type Outcome = 'proven' | 'cancelled' | 'refused' | 'ended';

/** One passkey ceremony: a challenge from the SSO, the browser's dialog, the proof sent back. */
async function provePasskey(): Promise<Outcome> {
  const started = await startPasskeyReauthentication();
  if (!started.ok) return started.failure.kind === 'unauthenticated' ? 'ended' : 'refused';
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.get({
      publicKey: requestOptions(started.publicKey as RequestOptionsJson),
    });
  } catch {
    // Closed, timed out, or no passkey of this account on the device.
    return 'cancelled';
  }
  if (!(credential instanceof PublicKeyCredential)) return 'cancelled';
  const result = await reauthenticateWithPasskey(credentialJson(credential));
  if (result.ok) return 'proven';
  return result.failure.kind === 'unauthenticated' ? 'ended' : 'refused';
}

/**
 * "Use passkey": the device asks for the fingerprint, face or screen lock. Not started on its
 * own: the browser's dialog comes from the broker's press (Safari allows no other), and a
 * broker who cancelled it tries again from here, or uses another way (`onAnotherWay`): the
 * passkey may be on a device they do not have at hand.
 */
export function ProofPasskeyStep({
  text,
  onProven,
  onSessionEnded,
  onCancel,
  onAnotherWay,
}: {
  readonly text: ProofTranslate;
  readonly onProven: () => void;
  readonly onSessionEnded: () => void;
  readonly onCancel: () => void;
  /** The broker's next factor (a code, a password), for a passkey on another device. */
  readonly onAnotherWay?: (() => void) | undefined;
}) {
  const [using, setUsing] = useState(false);
  const [problem, setProblem] = useState<'cancelled' | 'refused'>();
  const use = async () => {
    if (using) return;
    setUsing(true);
    setProblem(undefined);
    const outcome = await provePasskey();
    setUsing(false);
    if (outcome === 'proven') onProven();
    else if (outcome === 'ended') onSessionEnded();
    else setProblem(outcome);
  };
  return (
    <>
      <p>{text('proof.passkey.body')}</p>
      <LiveMessage tone="error">
        {problem &&
          text(problem === 'cancelled' ? 'proof.passkey.cancelled' : 'proof.passkey.refused')}
      </LiveMessage>
      <div className="security-actions">
        <button type="button" className="button button-primary" aria-disabled={using} onClick={use}>
          {using ? text('proof.passkey.using') : text('proof.passkey.use')}
        </button>
        {onAnotherWay && (
          <button type="button" className="button button-secondary" onClick={onAnotherWay}>
            {text('proof.another')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {text('proof.cancel')}
        </button>
      </div>
    </>
  );
}
