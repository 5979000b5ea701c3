import { lazy, Suspense } from 'react';
import type { SignInFailure } from '../../api/sso';
import { FailureAlert, type FailureAlertProps } from '../../components/failure-alert';
import { useI18n } from '../../i18n/i18n-context';
import { signInFailureText } from '../../words/sign-in-failure-words';
import { ResetPasswordLink } from './sign-in-links';

// Rarely needed: its code and words stay out of every sign-in's download.
const CodesLockedHelp = lazy(() =>
  import('./codes-locked-help').then((module) => ({ default: module.CodesLockedHelp })),
);

/**
 * Why the sign-in with a password failed, and the way on that fits: a password reset for a
 * locked account or a blocked password, support's help where the codes are locked (the
 * password was right: a new one would not help). A company provider required is said in the
 * form, with its button, in place of the password.
 */
export function SignInFailureAlert({
  submission,
  email,
}: {
  readonly submission: FailureAlertProps<SignInFailure>['submission'];
  /** The email typed, which the reset link carries. */
  readonly email: string;
}) {
  const { t } = useI18n();
  return (
    <FailureAlert
      submission={submission}
      message={(failure, wait) =>
        failure.kind === 'federation_required' ? undefined : signInFailureText(failure, wait, t)
      }
      action={(failure) => {
        if (failure.kind === 'account_locked' || failure.kind === 'password_blocked') {
          return <ResetPasswordLink email={email} label={t('signIn.resetInstead')} />;
        }
        if (failure.kind === 'codes_locked') {
          return (
            <Suspense fallback={null}>
              <CodesLockedHelp />
            </Suspense>
          );
        }
        return undefined;
      }}
    />
  );
}
