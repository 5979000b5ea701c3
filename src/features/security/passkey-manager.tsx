import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addPasskey } from '../../api/passkey-registration';
import { signalAcceptedPasskeys } from '../../api/passkey-signals';
import {
  listPasskeys,
  type Passkey,
  type PasskeyFailure,
  type PasskeyList,
  removePasskey,
  renamePasskey,
} from '../../api/passkeys';
import type { SignedIn } from '../../api/sso-responses';
import { LiveMessage } from '../../components/live-message';
import { useOnline } from '../../hooks/use-online';
import { useI18n } from '../../i18n/i18n-context';
import { type SecurityTranslate, useSecurityMessages } from '../../i18n/security-messages';
import { PasskeyItem } from './passkey-item';
import { ReauthForm } from './reauth-form';

type Note = { readonly tone: 'info' | 'error'; readonly text: string };
/** A change that waits for the user to confirm who they are. */
type Pending = { readonly kind: 'add' } | { readonly kind: 'remove'; readonly id: string };

const transportMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

/** What to say for a failure the page does not handle otherwise. */
function failureText(
  failure: PasskeyFailure,
  text: SecurityTranslate,
  t: ReturnType<typeof useI18n>['t'],
): string {
  if (failure.kind in transportMessages) {
    return t(transportMessages[failure.kind as keyof typeof transportMessages]);
  }
  return text('security.refused');
}

/** The signed-in user's passkeys, with adding, renaming and removing. */
export function PasskeyManager({
  signedIn,
  onSessionEnded,
  focusTitle,
}: {
  readonly signedIn: SignedIn;
  readonly onSessionEnded: () => void;
  /** Where the keyboard goes when what had it is gone: a removed passkey, a closed step. */
  readonly focusTitle: () => void;
}) {
  const { t, locale } = useI18n();
  const text = useSecurityMessages();
  const online = useOnline();
  const [list, setList] = useState<PasskeyList>();
  const [note, setNote] = useState<Note>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending>();
  const { user } = signedIn;
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);

  // The messages of the language shown when an answer comes, without reading the list again
  // when the language changes.
  const words = useRef({ text, t });
  words.current = { text, t };

  // Adding waits for the browser to have taken in the last list: taken in after the new
  // passkey exists, a list without it would make the device forget it.
  const signalled = useRef<Promise<void>>(Promise.resolve());

  /** Shows `next`, and tells the browser which passkeys still work: a removed one goes. */
  const show = useCallback(
    (next: PasskeyList) => {
      setList(next);
      signalled.current = signalAcceptedPasskeys({
        rpId: next.rpId,
        userHandle: next.userHandle,
        passkeyIds: next.passkeys.map((passkey) => passkey.id),
        email: user.email,
        name: user.name,
      });
    },
    [user.email, user.name],
  );

  const load = useCallback(async () => {
    const result = await listPasskeys();
    if (result.ok) {
      show(result.list);
    } else if (result.failure.kind === 'unauthenticated') {
      onSessionEnded();
    } else {
      setNote({
        tone: 'error',
        text: failureText(result.failure, words.current.text, words.current.t),
      });
    }
  }, [onSessionEnded, show]);

  /** The list as it is after a change the SSO confirmed, read again if it was not read yet. */
  const changed = (change: (passkeys: readonly Passkey[]) => readonly Passkey[]) => {
    if (list) show({ ...list, passkeys: change(list.passkeys) });
    else load();
  };

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  /** Handles what every change may answer; true when the failure was taken care of. */
  const handled = (failure: PasskeyFailure, retry: Pending): boolean => {
    if (failure.kind === 'unauthenticated') {
      onSessionEnded();
      return true;
    }
    if (failure.kind === 'recent_sign_in_required') {
      setPending(retry);
      return true;
    }
    return false;
  };

  const add = async () => {
    setNote(undefined);
    setBusy(true);
    await signalled.current;
    const outcome = await addPasskey(
      text('security.defaultName', { date: dates.format(new Date()) }),
    );
    setBusy(false);
    if (outcome.kind === 'added') {
      const { passkey } = outcome;
      changed((passkeys) => [...passkeys, passkey]);
      setNote({ tone: 'info', text: text('security.added', { name: passkey.name }) });
    } else if (outcome.kind === 'cancelled') {
      setNote({ tone: 'info', text: text('security.addCancelled') });
    } else if (outcome.kind === 'already-on-device') {
      setNote({ tone: 'info', text: text('security.alreadyOnDevice') });
    } else if (outcome.kind === 'unsupported') {
      setNote({ tone: 'error', text: text('security.unsupported') });
    } else if (!handled(outcome.failure, { kind: 'add' })) {
      setNote({ tone: 'error', text: failureText(outcome.failure, text, t) });
    }
  };

  const remove = async (id: string) => {
    const name = list?.passkeys.find((passkey) => passkey.id === id)?.name ?? '';
    setNote(undefined);
    setBusy(true);
    const result = await removePasskey(id);
    setBusy(false);
    if (result.ok) {
      changed((passkeys) => passkeys.filter((passkey) => passkey.id !== id));
      setNote({ tone: 'info', text: text('security.removed', { name }) });
      focusTitle();
    } else if (!handled(result.failure, { kind: 'remove', id })) {
      setNote({ tone: 'error', text: failureText(result.failure, text, t) });
    }
  };

  const rename = async (id: string, name: string): Promise<boolean> => {
    setNote(undefined);
    setBusy(true);
    const result = await renamePasskey(id, name);
    setBusy(false);
    if (result.ok) {
      const { passkey: renamed } = result;
      changed((passkeys) => passkeys.map((passkey) => (passkey.id === id ? renamed : passkey)));
      setNote({ tone: 'info', text: text('security.renamed', { name: renamed.name }) });
      return true;
    }
    if (result.failure.kind === 'unauthenticated') onSessionEnded();
    else setNote({ tone: 'error', text: failureText(result.failure, text, t) });
    return false;
  };

  const disabled = busy || !online;
  const canCreate = typeof PublicKeyCredential !== 'undefined';

  if (pending) {
    return (
      <ReauthForm
        email={user.email}
        remembered={signedIn.session.remembered}
        text={text}
        onCancel={() => {
          setPending(undefined);
          focusTitle();
        }}
        onConfirmed={() => {
          setPending(undefined);
          focusTitle();
          if (pending.kind === 'add') add();
          else remove(pending.id);
        }}
      />
    );
  }

  return (
    <>
      {!online && <p className="live-message live-message-info">{text('security.offline')}</p>}
      <LiveMessage tone="info">{note?.tone === 'info' ? note.text : undefined}</LiveMessage>
      <LiveMessage tone="error">{note?.tone === 'error' ? note.text : undefined}</LiveMessage>
      {list === undefined ? (
        online && <p role="status">{text('security.loading')}</p>
      ) : list.passkeys.length === 0 ? (
        <p>{text('security.none')}</p>
      ) : (
        <ul className="passkey-list">
          {list.passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              text={text}
              formatDate={(date) => dates.format(date)}
              disabled={disabled}
              onRename={(name) => rename(passkey.id, name)}
              onRemove={() => remove(passkey.id)}
            />
          ))}
        </ul>
      )}
      {canCreate ? (
        // Not before the list is read: its answer, told to the browser after a passkey added
        // meanwhile, would make the device forget the new one.
        <button
          type="button"
          className="button button-primary"
          disabled={disabled || list === undefined}
          onClick={add}
        >
          {busy ? text('security.adding') : text('security.add')}
        </button>
      ) : (
        <p>{text('security.unsupported')}</p>
      )}
    </>
  );
}
