import {
  formatWait,
  isRequestFailure,
  requestFailureMessage,
  withAttemptsLeft,
} from '../../i18n/failure-words';
import type { Locale, Translate } from '../../i18n/locale';
import type { SecurityTranslate } from '../../i18n/security-messages';

/** A refused code, from the security page's calls or from finishing a sign-in. */
export interface CodeFailure {
  readonly kind: string;
  readonly attemptsLeft?: number;
  readonly wait?: number;
}

/** What to say when a code (or a recovery code) was not taken. */
export function codeFailureText(
  failure: CodeFailure,
  text: SecurityTranslate,
  t: Translate,
  locale: Locale,
): string {
  if (isRequestFailure(failure.kind)) return t(requestFailureMessage(failure.kind));
  switch (failure.kind) {
    case 'invalid_code':
      return withAttemptsLeft(text('twoStep.codeWrong'), failure.attemptsLeft, (count) =>
        text('twoStep.attemptsLeft', { count }),
      );
    case 'too_many_codes':
    case 'too_many_attempts':
      return text('twoStep.locked', { wait: formatWait(failure.wait ?? 60, locale) });
    case 'codes_blocked':
      return text('twoStep.codesBlocked');
    case 'invalid_request':
      return text('twoStep.codeInvalid');
    case 'authenticator_setup_expired':
      return text('twoStep.setupExpired');
    default:
      return text('twoStep.refused');
  }
}
