import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Schemas } from '../../api/contract-types';
import {
  forgetTrustedDevices,
  getSecondFactor,
  type RecoveryCodeList,
  regenerateRecoveryCodes,
  removeAuthenticator,
  type SecondFactorFailure,
  type SecondFactorResult,
  type SecondFactorStatus,
  startAuthenticatorSetup,
} from '../../api/second-factor-account';
import { RecoveryCodes } from '../../components/recovery-codes';
import { useSecurityMessages } from '../../i18n/security-messages';
import { AuthenticatorSetupStep } from './authenticator-setup-step';
import { SecondFactorSummary } from './second-factor-summary';
import { SectionNotes } from './section-notes';
import { asksForProof, useProofCheck } from './use-proof-check';
import { type SectionProps, type SectionRead, useSecuritySection } from './use-security-section';

const readStatus: SectionRead<SecondFactorStatus> = async () => {
  const result = await getSecondFactor();
  return result.ok ? { ok: true, value: result.status } : result;
};

/** The page's fragment for this section (`paths.security.getHref('two-step')`). */
const sectionId = 'two-step';

type Step =
  | { readonly kind: 'view' }
  /** "Turn off two-step verification?", "Make new recovery codes?" (the old ones stop working). */
  | { readonly kind: 'ask'; readonly question: 'turn-off' | 'new-codes' }
  | { readonly kind: 'setup'; readonly setup: Schemas['AuthenticatorSetup'] }
  /** The recovery codes, shown once: of the app just set up (`setUp`), or new ones. */
  | { readonly kind: 'codes'; readonly codes: RecoveryCodeList; readonly setUp?: true };

/**
 * Two-step verification on the security page: whether it is on, setting up an authenticator
 * app with its recovery codes, new recovery codes, turning it off, and forgetting the devices
 * that skip the code. Changes the SSO guards with a fresh second factor ask for a code first,
 * then go through.
 */
export function SecondFactorSection({ signedIn, onSessionEnded }: SectionProps) {
  const text = useSecurityMessages();
  const section = useSecuritySection(readStatus, onSessionEnded);
  const { online, note, setNote, sayFailure, disabled, load } = section;
  const status = section.state;
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const title = useRef<HTMLHeadingElement>(null);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const newCodesButton = useRef<HTMLButtonElement>(null);
  // Cancel, in whichever question is asked: one at a time.
  const cancelQuestion = useRef<HTMLButtonElement>(null);
  const proof = useProofCheck({
    email: signedIn.user.email,
    onSessionEnded,
    focusTitle: () => title.current?.focus(),
  });

  // Opened at this section (after a sign-in with a recovery code, to make new ones): once there
  // is something under it, it comes to the top of the window, below the passkeys on a phone,
  // and its heading takes the keyboard. The browser's own jump to the fragment came before the
  // section existed, and focus alone scrolls only until the heading shows, leaving the buttons
  // under it out of sight. jsdom has no scrolling.
  const shown = status !== undefined;
  useEffect(() => {
    if (!shown || window.location.hash !== `#${sectionId}`) return;
    title.current?.scrollIntoView?.({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [shown]);

  /**
   * Shows `next`, then gives the keyboard to what should have it there, or to the section's
   * heading where that is not shown (the turn-off button of an account whose company now
   * requires the second factor).
   */
  const goTo = (next: Step, focus: RefObject<HTMLElement | null> = title) => {
    flushSync(() => setStep(next));
    (focus.current ?? title.current)?.focus();
  };

  /** What every change may answer; true when the failure was taken care of. */
  const handled = (failure: SecondFactorFailure, retry?: () => unknown): boolean => {
    if (failure.kind === 'unauthenticated') {
      onSessionEnded();
      return true;
    }
    if (asksForProof(failure) && retry) {
      // A question's answer asked for it: the button that asked the question is the control
      // the keyboard goes back to after the check (it takes it now, so the check knows it).
      if (step.kind === 'ask') {
        goTo({ kind: 'view' }, step.question === 'new-codes' ? newCodesButton : turnOffButton);
      }
      proof.prove(retry, { refusal: failure });
      return true;
    }
    if (failure.kind === 'authenticator_exists' || failure.kind === 'no_authenticator') {
      // Changed on another device meanwhile: show it as it is now.
      goTo({ kind: 'view' });
      load();
      return true;
    }
    if (failure.kind === 'second_factor_required') {
      setNote({ tone: 'error', text: text('twoStep.required') });
      load();
      return true;
    }
    return false;
  };

  /** Makes a change; `retry` makes it again once the broker has proven it is them. */
  const make = <Value extends object>(
    send: () => Promise<SecondFactorResult<Value>>,
    done: (result: Value) => void,
    retry?: () => unknown,
  ): Promise<void> =>
    section.change(send, (result) => {
      if (result.ok) done(result);
      else if (!handled(result.failure, retry)) sayFailure(result.failure);
    });

  const startSetup = (): Promise<void> =>
    make(
      startAuthenticatorSetup,
      (result) => goTo({ kind: 'setup', setup: result.setup }),
      () => startSetup(),
    );

  const remove = (): Promise<void> =>
    make(
      removeAuthenticator,
      () => {
        goTo({ kind: 'view' });
        setNote({ tone: 'info', text: text('twoStep.turnedOff') });
        load();
      },
      () => remove(),
    );

  const regenerate = (): Promise<void> =>
    make(
      regenerateRecoveryCodes,
      (result) => {
        setNote({ tone: 'info', text: text('twoStep.newCodesDone') });
        goTo({ kind: 'codes', codes: result.recoveryCodes });
        load();
      },
      () => regenerate(),
    );

  const forgetDevices = (): Promise<void> =>
    make(
      forgetTrustedDevices,
      () => {
        setNote({ tone: 'info', text: text('twoStep.devicesForgotten') });
        // The button goes once no device skips the code: the keyboard waits on the section's
        // heading, above the note, rather than falling to the top of the page.
        title.current?.focus();
        load();
      },
      () => forgetDevices(),
    );

  const cancel = () => goTo({ kind: 'view' });

  const asked = step.kind === 'ask' ? step.question : undefined;

  return (
    <section id={sectionId} className="security-section" aria-labelledby="two-step-title">
      <h2 id="two-step-title" ref={title} tabIndex={-1}>
        {text('twoStep.title')}
      </h2>
      <p className="lead">{text('twoStep.intro')}</p>
      <SectionNotes note={note} />
      {proof.view}
      <div hidden={proof.checking}>
        {step.kind === 'setup' && (
          <AuthenticatorSetupStep
            setup={step.setup}
            text={text}
            onAdded={(codes) => {
              setNote({ tone: 'info', text: text('twoStep.added') });
              goTo({ kind: 'codes', codes, setUp: true });
              load();
            }}
            onExpired={() => {
              goTo({ kind: 'view' });
              setNote({ tone: 'error', text: text('twoStep.setupExpired') });
            }}
            onFailure={(failure) => handled(failure)}
            onCancel={cancel}
          />
        )}
        {step.kind === 'codes' && (
          <RecoveryCodes
            codes={step.codes}
            email={signedIn.user.email}
            headingLevel={3}
            onDone={() => {
              // Said while the codes showed; now the summary says it is on, and since when.
              if (step.setUp) setNote(undefined);
              goTo({ kind: 'view' });
            }}
          />
        )}
        {(step.kind === 'view' || step.kind === 'ask') &&
          (status === undefined ? (
            online && <p role="status">{text('twoStep.loading')}</p>
          ) : (
            <SecondFactorSummary
              status={status}
              text={text}
              disabled={disabled}
              asking={asked}
              newCodesButton={newCodesButton}
              turnOffButton={turnOffButton}
              cancelButton={cancelQuestion}
              onSetUp={startSetup}
              onAskNewCodes={() => goTo({ kind: 'ask', question: 'new-codes' }, cancelQuestion)}
              onForgetDevices={forgetDevices}
              onAskTurnOff={() => goTo({ kind: 'ask', question: 'turn-off' }, cancelQuestion)}
              onConfirm={asked === 'new-codes' ? regenerate : remove}
              // Back to the button that asked.
              onCancel={() =>
                goTo({ kind: 'view' }, asked === 'new-codes' ? newCodesButton : turnOffButton)
              }
            />
          ))}
      </div>
    </section>
  );
}
