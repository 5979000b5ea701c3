import { useEffect, useState } from 'react';
import {
  type CodeResult,
  type PendingGone,
  type PendingSignIn,
  type SetupResult,
  startEnrolment,
} from '../../../api/second-factor-sign-in';
import { AuthenticatorSetup } from '../../../components/authenticator-setup';
import { LiveMessage } from '../../../components/live-message';
import type { CodeStepTranslate } from '../../../i18n/code-step-messages';
import { CodeForm } from './code-form';

type Success = Extract<CodeResult, { ok: true }>;

/**
 * Setting up an authenticator before the first sign-in of an account the company requires a
 * second factor of: the key (a QR code and the same as text), then its first code, which turns
 * it on and finishes the sign-in at once. The SSO keeps the key for this sign-in, so a reload
 * shows the same QR code and an app that scanned it still works.
 */
export function EnrolStep({
  pending,
  text: t,
  onSending,
  onEnrolled,
  onGone,
}: {
  readonly pending: PendingSignIn;
  readonly text: CodeStepTranslate;
  readonly onSending: () => void;
  readonly onEnrolled: (success: Success) => void;
  readonly onGone: (reason: PendingGone) => void;
}) {
  const [setup, setSetup] = useState<SetupResult>();
  const [asked, setAsked] = useState(0);

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
          {t(setup.failure.kind === 'offline' ? 'error.offline' : 'error.unavailable')}
        </LiveMessage>
        <button
          type="button"
          className="button button-primary"
          onClick={() => setAsked((count) => count + 1)}
        >
          {t('action.tryAgain')}
        </button>
      </>
    );
  }
  return (
    <>
      <p>{t('enrol.intro')}</p>
      <AuthenticatorSetup secret={setup.setup.secret} otpauthUri={setup.setup.otpauthUri} />
      <CodeForm
        pending={pending}
        intro={t('enrol.codeIntro')}
        focusOnArrival={false}
        text={t}
        onSending={onSending}
        onSignedIn={onEnrolled}
        onGone={onGone}
      />
    </>
  );
}
