import type { AccountFailure } from '../api/sso-account';
import { type AccountTranslate, accountFailureMessage } from '../i18n/account-messages';
import { CountdownMessage } from './countdown-message';

/**
 * Why an account request (a reset link, a new password, a sign-up) failed, for the page's
 * alert. A wait the service asked for is counted down, and gone in the render that enables the
 * form again (`useRetryWait`).
 */
export function accountFailureText(
  failure: AccountFailure | undefined,
  t: AccountTranslate,
  wait: { readonly secondsLeft: number; readonly over: boolean },
) {
  if (!failure) return undefined;
  if (failure.kind !== 'too_many_attempts') return t(accountFailureMessage(failure));
  if (wait.over) return undefined;
  return (
    <CountdownMessage
      message={(time) => t(accountFailureMessage(failure), { wait: time })}
      secondsLeft={wait.secondsLeft}
      fromSeconds={failure.wait}
    />
  );
}
