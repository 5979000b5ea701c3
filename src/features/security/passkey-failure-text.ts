import type { PasskeyFailure } from '../../api/passkeys';
import type { Translate } from '../../i18n/locale';
import type { SecurityTranslate } from '../../i18n/security-messages';

const transportMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

/** What to say for a failure the page does not handle otherwise. */
export function passkeyFailureText(
  failure: PasskeyFailure,
  text: SecurityTranslate,
  t: Translate,
): string {
  if (failure.kind in transportMessages) {
    return t(transportMessages[failure.kind as keyof typeof transportMessages]);
  }
  return text('security.refused');
}
