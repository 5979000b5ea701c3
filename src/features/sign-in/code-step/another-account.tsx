import { useLocation } from 'wouter';
import { cancelPendingSignIn } from '../../../api/second-factor-sign-in';
import { FailureAlert } from '../../../components/failure-alert';
import { LiveMessage } from '../../../components/live-message';
import { paths } from '../../../config/portal-paths';
import { useOnline } from '../../../hooks/use-online';
import { useSubmission } from '../../../hooks/use-submission';
import type { CodeStepTranslate } from '../../../i18n/code-step-messages';
import { isRequestFailure, requestFailureMessage } from '../../../i18n/failure-words';

/**
 * "Sign in with another account": the way back from the code step and the set-up the SSO
 * requires, for a broker at the wrong account or without their phone. The SSO ends the sign-in
 * that waits, and only then does the page go back to `/login`, with the return target and an
 * empty email (the history entry's state, which carries the email, is left behind).
 *
 * Offline it says it needs a connection rather than leaving at once: the pending sign-in is an
 * HttpOnly cookie the page cannot clear, and a step left with it still waiting would let the
 * next person at this browser, within its five minutes, find this account's password proven.
 */
export function AnotherAccount({
  redirect,
  text: t,
}: {
  /** The return target the sign-in page was given, carried back to it. */
  readonly redirect: string | null;
  readonly text: CodeStepTranslate;
}) {
  const [, navigate] = useLocation();
  const online = useOnline();
  const submission = useSubmission({
    send: cancelPendingSignIn,
    // Replaced, not pushed: Back should not return to a step whose sign-in is gone.
    onSuccess: () => navigate(paths.login.getHref(redirect ?? undefined), { replace: true }),
  });
  return (
    <>
      <FailureAlert
        submission={submission}
        message={({ kind }) =>
          t(isRequestFailure(kind) ? requestFailureMessage(kind) : 'error.unavailable')
        }
      />
      <LiveMessage tone="info">{online ? null : t('code.anotherAccountOffline')}</LiveMessage>
      <p className="form-links">
        <button
          type="button"
          className="button button-quiet"
          // Not disabled while the SSO answers, which would drop the keyboard to the top of
          // the page should it fail: the submission's own guard sends it once.
          disabled={!online}
          onClick={() => submission.submit(undefined)}
        >
          {t(submission.sending ? 'action.endingSignIn' : 'action.signInWithAnotherAccount')}
        </button>
      </p>
    </>
  );
}
