import { useState } from 'react';
import { useOnline } from '../../hooks/use-online';
import { type Answer, useSubmission } from '../../hooks/use-submission';

export type SectionNote = { readonly tone: 'info' | 'error'; readonly text: string };

/** A change on its way, with what to do with its answer. */
interface Change {
  readonly send: () => Promise<Answer>;
  readonly answered: (answer: Answer) => void;
}

/**
 * The changes a part of the security page makes (remove a passkey, turn two-step verification
 * off, end a session), sent as every form of the portal is (`useSubmission`): one at a time,
 * whichever button starts it, guarded before React renders again, and held back while a wait
 * the SSO asked for runs. A note says what the last change did, or why it failed.
 */
export function useSectionChanges() {
  const online = useOnline();
  const [note, setNote] = useState<SectionNote>();
  const submission = useSubmission({
    send: (change: Change) => {
      setNote(undefined);
      return change.send();
    },
    onSuccess: (answer, change) => change.answered(answer),
    onFailure: (failure, change) => change.answered({ ok: false, failure }),
  });

  return {
    online,
    note,
    setNote,
    /** A change is on its way: its button says so. */
    sending: submission.sending,
    /** Holds the part's buttons: a change is on its way or must wait, or the device is offline. */
    disabled: submission.sending || submission.waiting || !online,
    /**
     * Sends `send` unless another change is on its way; `answered` gets its answer while the
     * page is still shown. Settles once the answer is handled, or at once when nothing was sent.
     */
    change: <R extends Answer>(send: () => Promise<R>, answered: (result: R) => void) =>
      submission.submit({ send, answered: answered as (answer: Answer) => void }),
  };
}
