import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseBrokerage } from '../../api/brokerages';
import { rememberSession } from '../../api/known-session';
import type { SignedIn } from '../../api/sso-responses';

/** Where the choice stands. */
export type ChoiceState =
  /** The list, waiting for the broker (or for the choice an application asked for). */
  | { readonly kind: 'list' }
  | { readonly kind: 'choosing'; readonly id: string }
  /** The brokerage asked for is not one of the broker's, or does not exist: said alike. */
  | { readonly kind: 'no-access' }
  /** The brokerage asks for what the session has not proved: only that is asked, in place. */
  | { readonly kind: 'proof'; readonly id: string; readonly factor: 'code' | 'company' }
  /** The choice could not be made: `offline`, or anything else (`failed`). */
  | { readonly kind: 'failed'; readonly id: string; readonly offline: boolean };

/**
 * Choosing a brokerage (`chooseBrokerage`): on success the session's new answer is kept for the
 * page that opens next (known-session.ts), which then starts from it, and `onChosen` goes on.
 * `asked`, the brokerage an application named, is chosen once as the page opens: a member goes
 * straight on, anyone else sees the no-access answer, the same for a brokerage that does not
 * exist and one of someone else's.
 */
export function useBrokerageChoice({
  asked,
  onChosen,
  onSessionEnded,
}: {
  readonly asked: string | null;
  readonly onChosen: (signedIn: SignedIn) => void;
  readonly onSessionEnded: () => void;
}) {
  const [state, setState] = useState<ChoiceState>(
    asked ? { kind: 'choosing', id: asked } : { kind: 'list' },
  );
  // The brokerage whose proof the broker cancelled: the list says it was not chosen.
  const [cancelled, setCancelled] = useState<string>();
  const inFlight = useRef(false);
  const wasAsked = useRef(false);

  const choose = useCallback(
    async (id: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setCancelled(undefined);
      setState({ kind: 'choosing', id });
      const result = await chooseBrokerage(id);
      inFlight.current = false;
      if (result.ok) {
        rememberSession(result.signedIn);
        onChosen(result.signedIn);
        return;
      }
      const { failure } = result;
      if (failure.kind === 'unauthenticated') onSessionEnded();
      // One the list offered reads the same if it went meanwhile: no access, with the list.
      else if (failure.kind === 'brokerage_not_found') setState({ kind: 'no-access' });
      else if (failure.kind === 'brokerage_proof_required') {
        // A company sign-in is a new session: asking the code first would be asked again.
        const factor = failure.requires.includes('company') ? 'company' : 'code';
        setState({ kind: 'proof', id, factor });
      } else {
        setState({ kind: 'failed', id, offline: failure.kind === 'offline' });
      }
    },
    [onChosen, onSessionEnded],
  );

  useEffect(() => {
    if (!asked || wasAsked.current) return;
    wasAsked.current = true;
    void choose(asked);
  }, [asked, choose]);

  const backToList = useCallback(() => {
    setState((current) => {
      if (current.kind === 'proof') setCancelled(current.id);
      return { kind: 'list' };
    });
  }, []);
  return { state, choose, backToList, cancelled };
}
