import { useCallback, useEffect, useRef, useState } from 'react';
import type { SecondFactorFailure } from '../../api/second-factor-account';
import type { SignedIn } from '../../api/sso-responses';
import { useAuthenticatorMessages } from '../../i18n/authenticator-messages';
import { formatWait } from '../../i18n/failure-words';
import { useI18n } from '../../i18n/i18n-context';
import { codeFailureText } from '../../words/code-failure-words';
import { useSectionChanges } from './use-section-changes';

/** What the page hands each of its sections. */
export interface SectionProps {
  readonly signedIn: SignedIn;
  /** The session was found ended: the page sends the user to sign in again. */
  readonly onSessionEnded: () => void;
}

export type SectionRead<State> = () => Promise<
  | { readonly ok: true; readonly value: State }
  | { readonly ok: false; readonly failure: SecondFactorFailure }
>;

/**
 * What a section of the security page holds besides its own steps: its state as the SSO
 * gives it, read whenever the device is (back) online, and its changes (`useSectionChanges`)
 * with a note of what the last one did or why it failed.
 *
 * `read` is a module's function, not one made at each render: a new one reads the state
 * again. A session found ended goes to `onSessionEnded`, never to the note.
 */
export function useSecuritySection<State>(read: SectionRead<State>, onSessionEnded: () => void) {
  const { locale } = useI18n();
  const words = useAuthenticatorMessages();
  const changes = useSectionChanges();
  const { online, setNote } = changes;
  const [state, setState] = useState<State>();
  // Read when an answer comes, so that a new translator (the language changed) does not read
  // the state again.
  const failureNote = useRef<(failure: SecondFactorFailure) => void>(() => {});
  failureNote.current = (failure) => {
    const wait = 'wait' in failure ? formatWait(failure.wait, locale) : '';
    setNote({ tone: 'error', text: codeFailureText(failure, 'totp', wait, words) });
  };

  const load = useCallback(async () => {
    const result = await read();
    if (result.ok) setState(result.value);
    else if (result.failure.kind === 'unauthenticated') onSessionEnded();
    else failureNote.current(result.failure);
  }, [read, onSessionEnded]);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  return {
    ...changes,
    state,
    setState,
    /** Says why a change failed, in the reader's language. */
    sayFailure: (failure: SecondFactorFailure) => failureNote.current(failure),
    load,
  };
}
