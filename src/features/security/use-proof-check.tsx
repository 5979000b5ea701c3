import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { factorsToOffer, type ProofFactor } from '../../api/proof-factors';
import { LiveMessage } from '../../components/live-message';
import { ProofCheck } from '../../components/proof-check';
import { useProofMessages } from '../../i18n/proof-messages';

/** The refusals that mean "prove it is you again", whichever change met them. */
const proofRefusals: ReadonlySet<string> = new Set([
  'recent_sign_in_required',
  'recent_second_factor_required',
]);

/** The ways a refusal named to prove it, when it named them (`RecentProofRequiredError`). */
function waysNamed(refusal: object | undefined): readonly string[] | undefined {
  const named = (refusal as { readonly reauthenticateWith?: unknown } | undefined)
    ?.reauthenticateWith;
  return Array.isArray(named) ? named.filter((way) => typeof way === 'string') : undefined;
}

/** Whether a change's failure asks the broker to prove it is them again. */
export function asksForProof(failure: { readonly kind: string }): boolean {
  return proofRefusals.has(failure.kind);
}

interface Asked {
  /** Makes the change again, with what was typed for it (the closure holds it). */
  readonly retry: () => unknown;
  readonly reason: string | undefined;
  /** What had the keyboard when the change was asked: it gets it back on Cancel. */
  readonly control: HTMLElement | null;
}

/**
 * "Confirm it is you" for one section of the security page: a change answered "prove it
 * again" (`prove`) opens the check in place, with the strongest factor the broker has (the
 * ways the refusal named; whoami only when it named none), the next ones a "use another way"
 * away; once
 * proven, the same change is made again; cancelled, nothing is. What the section showed stays
 * mounted (hidden, `checking`), so what was typed in it is still there after the check. A live
 * region, in the page from the start, says how the check ended.
 */
export function useProofCheck({
  email,
  onSessionEnded,
  focusTitle,
}: {
  readonly email: string;
  readonly onSessionEnded: () => void;
  /** Where the keyboard goes on Cancel when the control that asked is gone. */
  readonly focusTitle: () => void;
}) {
  const text = useProofMessages();
  const [asked, setAsked] = useState<Asked>();
  // The factors still to offer, strongest first: the first is asked for.
  const [factors, setFactors] = useState<readonly ProofFactor[]>();
  const [said, setSaid] = useState<string>();
  const lastFocused = useRef<HTMLElement | null>(null);
  // The control a change is asked from had the keyboard last: a button being sent is disabled,
  // and a disabled button loses it in some engines before the answer comes.
  useEffect(() => {
    const track = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, []);
  // Which check a factor read is for: one that answers after its check closed is dropped.
  const opened = useRef(0);

  const prove = (
    retry: () => unknown,
    { refusal, reason }: { readonly refusal?: object; readonly reason?: string } = {},
  ) => {
    const control = lastFocused.current;
    setSaid(undefined);
    setFactors(undefined);
    setAsked({ retry, reason, control });
    const check = ++opened.current;
    factorsToOffer(waysNamed(refusal)).then((found) => {
      if (opened.current === check) setFactors(found);
    });
  };

  const close = (message: string) => {
    opened.current += 1;
    flushSync(() => {
      setAsked(undefined);
      setSaid(message);
    });
  };

  /** Back to the control that asked, shown again; to the title when it is gone. */
  const refocus = ({ control }: Asked) => {
    if (control?.isConnected && !control.closest('[hidden]')) control.focus();
    else focusTitle();
  };

  const proven = () => {
    if (!asked) return;
    close(text('proof.confirmed'));
    refocus(asked);
    asked.retry();
  };

  const cancel = () => {
    if (!asked) return;
    close(text('proof.cancelled'));
    refocus(asked);
  };

  const factor = factors?.[0];
  const anotherWay = factors && factors.length > 1 ? () => setFactors(factors.slice(1)) : undefined;
  let check: ReactNode;
  if (asked) {
    check = factor ? (
      // A new factor is a new check: its heading takes the keyboard again, and is read.
      <ProofCheck
        key={factor}
        factor={factor}
        onAnotherWay={anotherWay}
        reason={asked.reason}
        email={email}
        onProven={proven}
        onCancel={cancel}
        onSessionEnded={onSessionEnded}
      />
    ) : (
      <p role="status">{text('proof.finding')}</p>
    );
  }

  return {
    /** The check is open: the section's own content is hidden, not gone. */
    checking: asked !== undefined,
    prove,
    /** The live region and, while open, the check: where the section's content begins. */
    view: (
      <>
        <LiveMessage tone="info">{said}</LiveMessage>
        {check}
      </>
    ),
  };
}
