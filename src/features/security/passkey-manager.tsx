import { useMemo, useState } from 'react';
import { addPasskey } from '../../api/passkey-registration';
import { type PasskeyFailure, removePasskey, renamePasskey } from '../../api/passkeys';
import { confirmSecondFactor } from '../../api/second-factor-account';
import type { SignedIn } from '../../api/sso-responses';
import { LiveMessage } from '../../components/live-message';
import { useOnline } from '../../hooks/use-online';
import { useI18n } from '../../i18n/i18n-context';
import { useSecurityMessages } from '../../i18n/security-messages';
import { codeFailureText } from './code-failure-text';
import { CodeForm } from './code-form';
import { passkeyFailureText } from './passkey-failure-text';
import { PasskeyItem } from './passkey-item';
import { ReauthForm } from './reauth-form';
import { usePasskeyList } from './use-passkey-list';

type Note = { readonly tone: 'info' | 'error'; readonly text: string };
/**
 * A change that waits for the user to confirm who they are: with the password when the sign-in
 * has grown old, or with a code from the authenticator when the SSO wants the second factor
 * proven just now (adding a passkey to an account with one, removing its last passkey).
 */
type Pending = { readonly kind: 'add' } | { readonly kind: 'remove'; readonly id: string };

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
  const [note, setNote] = useState<Note>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending>();
  const [awaitingCode, setAwaitingCode] = useState<Pending>();
  const { user } = signedIn;
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const failureText = (failure: PasskeyFailure) => passkeyFailureText(failure, text, t);
  const { list, changed, signalled } = usePasskeyList({
    user,
    online,
    onSessionEnded,
    onFailure: (failure) => setNote({ tone: 'error', text: failureText(failure) }),
  });

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
    if (failure.kind === 'recent_second_factor_required') {
      setAwaitingCode(retry);
      return true;
    }
    return false;
  };

  const add = async () => {
    setNote(undefined);
    setBusy(true);
    await signalled();
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
      setNote({ tone: 'error', text: failureText(outcome.failure) });
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
      setNote({ tone: 'error', text: failureText(result.failure) });
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
    else setNote({ tone: 'error', text: failureText(result.failure) });
    return false;
  };

  /** Makes the change again once the user has confirmed who they are. */
  const retry = (change: Pending) => {
    focusTitle();
    if (change.kind === 'add') add();
    else remove(change.id);
  };

  const disabled = busy || !online;
  const canCreate = typeof PublicKeyCredential !== 'undefined';

  if (awaitingCode) {
    return (
      <div className="second-factor-step">
        <h3 ref={focusOnArrival} tabIndex={-1}>
          {text('twoStep.confirmTitle')}
        </h3>
        <p>
          {awaitingCode.kind === 'add'
            ? text('security.addPasskeyCode')
            : text('security.lastPasskeyCode')}
        </p>
        <CodeForm
          text={text}
          submitLabel={text('twoStep.confirm')}
          allowRecoveryCode
          onSubmit={async (proof) => {
            const confirmed = await confirmSecondFactor(proof);
            if (!confirmed.ok) {
              if (confirmed.failure.kind === 'unauthenticated') onSessionEnded();
              return codeFailureText(confirmed.failure, text, t, locale);
            }
            setAwaitingCode(undefined);
            retry(awaitingCode);
            return undefined;
          }}
          onCancel={() => {
            setAwaitingCode(undefined);
            focusTitle();
          }}
        />
      </div>
    );
  }

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
          retry(pending);
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

// The code step takes the place of the list, and of the button that was pressed: its heading
// takes the keyboard as it appears. One function, so React attaches it once.
function focusOnArrival(heading: HTMLHeadingElement | null): void {
  heading?.focus();
}
