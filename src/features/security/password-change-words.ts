import type { PasswordChangeFailure } from '../../api/password-change';
import { appendFewAttemptsLeft } from '../../i18n/failure-words';
import type { Translate } from '../../i18n/locale';
import type { PasswordChangeTranslate } from '../../i18n/password-change-messages';
import { signInFailureText } from '../../words/sign-in-failure-words';

/**
 * What the "Your password" section's alert says of a failed change, or `undefined` when it is said
 * elsewhere: a refused new password under its field, a recent proof by the form that asks for
 * it, an ended session by the sign-in page. The current password counts toward the sign-in's
 * lock, so the lock, the block and the address's limit are said in the sign-in's words.
 */
export function passwordChangeFailureText(
  failure: PasswordChangeFailure,
  wait: string,
  words: { readonly text: PasswordChangeTranslate; readonly t: Translate },
  saidUnderField: boolean,
): string | undefined {
  const { text, t } = words;
  switch (failure.kind) {
    case 'invalid_request':
      return saidUnderField ? undefined : t('error.invalidRequest');
    case 'recent_sign_in_required':
    case 'recent_second_factor_required':
    case 'unauthenticated':
      return undefined;
    case 'invalid_credentials':
      // The catalogues' count words have no plural forms: the last attempt has its own.
      return appendFewAttemptsLeft(
        text('passwordChange.incorrect'),
        failure.attemptsLeft,
        (count) => (count === 1 ? t('error.lastAttempt') : t('error.attemptsLeft', { count })),
      );
    default:
      return signInFailureText(failure, wait, t);
  }
}
