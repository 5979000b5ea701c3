import type { PasskeyFailure } from '../../api/passkeys';
import { isRequestFailure, requestFailureMessage } from '../../i18n/failure-words';
import type { Translate } from '../../i18n/locale';
import type { SecurityTranslate } from '../../i18n/security-messages';

/** What to say for a failure the page does not handle otherwise. */
export function passkeyFailureText(
  failure: PasskeyFailure,
  text: SecurityTranslate,
  t: Translate,
): string {
  if (isRequestFailure(failure.kind)) return t(requestFailureMessage(failure.kind));
  return text('security.refused');
}
