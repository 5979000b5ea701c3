import type { Locale, Translate } from '../../i18n/locale';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { formatWait } from '../../i18n/wait-in-words';

/** A refused code, from the security page's calls or from finishing a sign-in. */
export interface CodeFailure {
  readonly kind: string;
  readonly attemptsLeft?: number;
  readonly wait?: number;
}

const transportMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

const isTransport = (kind: string): kind is keyof typeof transportMessages =>
  Object.hasOwn(transportMessages, kind);

/** What to say when a code (or a recovery code) was not taken. */
export function codeFailureText(
  failure: CodeFailure,
  text: SecurityTranslate,
  t: Translate,
  locale: Locale,
): string {
  if (isTransport(failure.kind)) return t(transportMessages[failure.kind]);
  switch (failure.kind) {
    case 'invalid_code':
      return failure.attemptsLeft === undefined
        ? text('twoStep.codeWrong')
        : `${text('twoStep.codeWrong')} ${text('twoStep.attemptsLeft', { count: failure.attemptsLeft })}`;
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
