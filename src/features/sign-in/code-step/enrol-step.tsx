import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  type CodeResult,
  type PendingGone,
  type PendingSignIn,
  type SetupResult,
  startEnrolment,
} from '../../../api/second-factor-sign-in';
import { AuthenticatorSetup } from '../../../components/authenticator-setup';
import { LiveMessage } from '../../../components/live-message';
import { TryAgainButton } from '../../../components/try-again-button';
import { useKeyboardAfterRetry } from '../../../hooks/use-keyboard-after-retry';
import type { CodeStepTranslate } from '../../../i18n/code-step-messages';
import { isRequestFailure, requestFailureMessage } from '../../../i18n/failure-words';
import { PendingCodeForm } from './pending-code-form';

type Success = Extract<CodeResult, { ok: true }>;

/**
 * Setting up an authenticator before the first sign-in of an account the company requires a
 * second factor of: the key (a link that opens the app, a QR code, the same as text), then its
 * first code, which turns it on and finishes the sign-in at once. The SSO keeps the key for
 * this sign-in, so a reload shows the same QR code and an app that scanned it still works.
 */
export function EnrolStep({
  pending,
  pageTitle,
  text: t,
  onSending,
  onEnrolled,
  onGone,
  onLocked,
}: {
  readonly pending: PendingSignIn;
  /** Where the keyboard goes once a set-up asked for again has come: the top of the step. */
  readonly pageTitle: RefObject<HTMLHeadingElement | null>;
  readonly text: CodeStepTranslate;
  readonly onSending: () => void;
  readonly onEnrolled: (success: Success) => void;
  readonly onGone: (reason: PendingGone) => void;
  readonly onLocked: (seconds: number) => void;
}) {
  const [setup, setSetup] = useState<SetupResult>();
  const [asked, setAsked] = useState(0);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const retrying = useKeyboardAfterRetry(setup !== undefined, () =>
    setup?.ok === false ? tryAgain.current : pageTitle.current,
  );

  useEffect(() => {
    void asked;
    let current = true;
    setSetup(undefined);
    startEnrolment().then((result) => {
      if (!current) return;
      if (!result.ok && result.failure.kind === 'gone') onGone(result.failure.reason);
      else setSetup(result);
    });
    return () => {
      current = false;
    };
  }, [asked, onGone]);

  if (!setup) return <LiveMessage tone="info">{t('enrol.loading')}</LiveMessage>;
  if (!setup.ok) {
    return (
      <>
        <LiveMessage tone="error">
          {t(
            isRequestFailure(setup.failure.kind)
              ? requestFailureMessage(setup.failure.kind)
              : 'error.unavailable',
          )}
        </LiveMessage>
        <TryAgainButton
          buttonRef={tryAgain}
          onClick={() => {
            retrying();
            setAsked((count) => count + 1);
          }}
        />
      </>
    );
  }
  return (
    <>
      <p>{t('enrol.intro')}</p>
      <AuthenticatorSetup secret={setup.setup.secret} otpauthUri={setup.setup.otpauthUri} />
      <PendingCodeForm
        pending={pending}
        intro={t('enrol.codeIntro')}
        focusOnArrival={false}
        text={t}
        onSending={onSending}
        onSignedIn={onEnrolled}
        onGone={onGone}
        onLocked={onLocked}
      />
    </>
  );
}
