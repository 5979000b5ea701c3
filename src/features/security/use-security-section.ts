import { useCallback, useEffect, useRef, useState } from 'react';
import type { SecondFactorFailure } from '../../api/second-factor-account';
import { useOnline } from '../../hooks/use-online';
import { useI18n } from '../../i18n/i18n-context';
import { useSecurityMessages } from '../../i18n/security-messages';
import { codeFailureText } from './code-failure-text';

export type SectionNote = { readonly tone: 'info' | 'error'; readonly text: string };

export type SectionRead<State> = () => Promise<
  | { readonly ok: true; readonly value: State }
  | { readonly ok: false; readonly failure: SecondFactorFailure }
>;

/**
 * What a section of the security page holds besides its own steps: its state as the SSO
 * gives it, read whenever the device is (back) online; a note, what the last change did or
 * why it failed; and whether a change is on its way, which holds the section's buttons.
 *
 * `read` is a module's function, not one made at each render: a new one reads the state
 * again. A session found ended goes to `onSessionEnded`, never to the note.
 */
export function useSecuritySection<State>(read: SectionRead<State>, onSessionEnded: () => void) {
  const { t, locale } = useI18n();
  const text = useSecurityMessages();
  const online = useOnline();
  const [state, setState] = useState<State>();
  const [note, setNote] = useState<SectionNote>();
  const [busy, setBusy] = useState(false);
  // Read when an answer comes, so that a new translator (the language changed) does not read
  // the state again.
  const failureNote = useRef<(failure: SecondFactorFailure) => void>(() => {});
  failureNote.current = (failure) =>
    setNote({ tone: 'error', text: codeFailureText(failure, text, t, locale) });

  const load = useCallback(async () => {
    const result = await read();
    if (result.ok) setState(result.value);
    else if (result.failure.kind === 'unauthenticated') onSessionEnded();
    else failureNote.current(result.failure);
  }, [read, onSessionEnded]);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  /** Runs a change with the section's buttons held meanwhile, and the last note cleared. */
  const run = async <Result>(change: () => Promise<Result>): Promise<Result> => {
    setNote(undefined);
    setBusy(true);
    try {
      return await change();
    } finally {
      setBusy(false);
    }
  };

  return {
    online,
    state,
    setState,
    note,
    setNote,
    /** Says why a change failed, in the reader's language. */
    sayFailure: (failure: SecondFactorFailure) => failureNote.current(failure),
    /** Holds the section's buttons: a change is on its way, or the device is offline. */
    disabled: busy || !online,
    load,
    run,
  };
}
