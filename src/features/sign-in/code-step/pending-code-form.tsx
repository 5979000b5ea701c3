import {
  type CodeResult,
  completeSecondFactor,
  type PendingGone,
  type PendingSignIn,
} from '../../../api/second-factor-sign-in';
import { CodeForm } from '../../../components/code-form';
import type { CodeStepTranslate } from '../../../i18n/code-step-messages';
import type { CodeKind } from '../../../validation/second-factor-codes';

type Success = Extract<CodeResult, { ok: true }>;

/**
 * The code that finishes the sign-in waiting in this browser (`CodeForm`), with "don't ask
 * again on this device" where the broker asked to stay signed in: a device kept signed in is
 * one they call theirs, never a shared office computer. After 100 wrong codes in a row only
 * recovery codes are offered; with none left either, the page says to contact support.
 */
export function PendingCodeForm({
  pending,
  intro,
  focusOnArrival = true,
  text: t,
  onSending,
  onSignedIn,
  onGone,
  onLocked,
}: {
  readonly pending: PendingSignIn;
  /** What to say above the field instead of asking for the app's code. */
  readonly intro?: string;
  /** Focus the field at once; not below a set-up the broker reads first. */
  readonly focusOnArrival?: boolean;
  readonly text: CodeStepTranslate;
  readonly onSending: () => void;
  readonly onSignedIn: (success: Success, kind: CodeKind) => void;
  readonly onGone: (reason: PendingGone) => void;
  /** The wrong code that locks the codes, for `seconds`, ends the sign-in too (contract). */
  readonly onLocked: (seconds: number) => void;
}) {
  const appOffered = pending.methods.includes('totp');
  if (!appOffered && !pending.methods.includes('recovery_code')) {
    return <p className="lead">{t('code.blockedNoRecovery')}</p>;
  }
  return (
    <CodeForm
      methods={pending.methods}
      codeLabel={t('code.field')}
      codeHint={t('code.hint')}
      submitLabel={t('code.submit')}
      sendingLabel={t('code.submitting')}
      intro={(kind) => {
        if (intro) return intro;
        if (!appOffered) return t('code.blockedIntro');
        return t(kind === 'totp' ? 'code.intro' : 'code.recoveryIntro');
      }}
      trustDevice={
        pending.rememberMe
          ? { label: t('code.trustDevice'), hint: t('code.trustDevice.hint') }
          : undefined
      }
      focusOnArrival={focusOnArrival}
      send={(proof, trustDevice) => {
        onSending();
        return completeSecondFactor(proof, trustDevice);
      }}
      onSuccess={onSignedIn}
      onFailure={(failure) => {
        if (failure.kind === 'gone') onGone(failure.reason);
        if (failure.kind === 'too_many_codes') onLocked(failure.wait);
      }}
      otherFailureText={(failure) =>
        failure.kind === 'gone'
          ? t(failure.reason === 'expired' ? 'code.expired' : 'code.missing')
          : undefined
      }
    />
  );
}
