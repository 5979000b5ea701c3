import type { SignInFailure } from '../../api/sso';
import type { MessageKey } from '../../i18n/messages-en';
import type { SignInQuery } from './use-sign-in-query';

/** What the sign-in page knows when it picks the one notice it shows above the form. */
export interface SignInSituation extends SignInQuery {
  readonly leaving: boolean;
  readonly online: boolean;
  readonly failure: SignInFailure | undefined;
}

/**
 * The one notice shown above the form, the first that applies: leaving beats everything, and
 * a failure on screen replaces the notices that only greet the user (they no longer apply
 * after a try). Offline is said here unless the failure already says it.
 */
export function signInNotice(s: SignInSituation): MessageKey | undefined {
  if (s.leaving) return 'signIn.continuing';
  if (!s.online && s.failure?.kind !== 'offline') return 'signIn.offline';
  if (s.failure) return undefined;
  if (s.resentBeforeScript) return 'signIn.resubmit';
  if (s.passwordChanged) return 'signIn.passwordChanged';
  if (s.sessionEnded) return 'signIn.sessionEnded';
  return undefined;
}
