import { useMemo } from 'react';
import { addPasskey } from '../../api/passkey-registration';
import { type PasskeyFailure, removePasskey, renamePasskey } from '../../api/passkeys';
import type { SignedIn } from '../../api/sso-responses';
import { useClock } from '../../hooks/use-clock';
import { useDeviceMessages } from '../../i18n/device-messages';
import { isRequestFailure, requestFailureMessage } from '../../i18n/failure-words';
import { useI18n } from '../../i18n/i18n-context';
import { useSecurityMessages } from '../../i18n/security-messages';
import { companyProviderName } from '../../words/company-provider-name';
import { newPasskeyName } from '../../words/device-words';
import { describeDevice } from './device-description';
import { PasskeyItem } from './passkey-item';
import { SectionNotes } from './section-notes';
import { usePasskeyList } from './use-passkey-list';
import { asksForProof, useProofCheck } from './use-proof-check';
import { useSectionChanges } from './use-section-changes';

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
  const deviceText = useDeviceMessages();
  const clock = useClock();
  const { online, note, setNote, sending, disabled, change } = useSectionChanges();
  const { user } = signedIn;
  // A change the SSO answers "prove it again" waits for the check, then is made again.
  const proof = useProofCheck({ email: user.email, onSessionEnded, focusTitle });
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  // What any request can meet, worded as on every page; any other refusal, as this page's.
  const failureText = (failure: PasskeyFailure) =>
    isRequestFailure(failure.kind)
      ? t(requestFailureMessage(failure.kind))
      : text('passkeys.refused');
  const { list, changed, signalled } = usePasskeyList({
    user,
    online,
    onSessionEnded,
    onFailure: (failure) => setNote({ tone: 'error', text: failureText(failure) }),
  });

  /** Handles what every change may answer; true when the failure was taken care of. */
  const handled = (failure: PasskeyFailure, retry: () => unknown): boolean => {
    if (failure.kind === 'unauthenticated') {
      onSessionEnded();
      return true;
    }
    if (asksForProof(failure)) {
      proof.prove(retry, { refusal: failure });
      return true;
    }
    return false;
  };

  const add = () =>
    change(
      async () => {
        await signalled();
        const outcome = await addPasskey((device) =>
          newPasskeyName(device, new Date(clock.now()), locale, deviceText),
        );
        return { ok: true as const, outcome };
      },
      ({ outcome }) => {
        if (outcome.kind === 'added') {
          const { passkey } = outcome;
          changed((passkeys) => [...passkeys, passkey]);
          setNote({ tone: 'info', text: text('passkeys.added', { name: passkey.name }) });
        } else if (outcome.kind === 'cancelled') {
          setNote({ tone: 'info', text: text('passkeys.addCancelled') });
        } else if (outcome.kind === 'already-on-device') {
          setNote({ tone: 'info', text: text('passkeys.alreadyOnDevice') });
        } else if (outcome.kind === 'unsupported') {
          setNote({ tone: 'error', text: text('passkeys.unsupported') });
        } else if (!handled(outcome.failure, add)) {
          setNote({ tone: 'error', text: failureText(outcome.failure) });
        }
      },
    );

  const remove = (id: string) => {
    const name = list?.passkeys.find((passkey) => passkey.id === id)?.name ?? '';
    return change(
      () => removePasskey(id),
      (result) => {
        if (result.ok) {
          changed((passkeys) => passkeys.filter((passkey) => passkey.id !== id));
          setNote({ tone: 'info', text: text('passkeys.removed', { name }) });
          focusTitle();
        } else if (!handled(result.failure, () => remove(id))) {
          setNote({ tone: 'error', text: failureText(result.failure) });
        }
      },
    );
  };

  const rename = async (id: string, name: string): Promise<boolean> => {
    let renamed = false;
    await change(
      () => renamePasskey(id, name),
      (result) => {
        if (result.ok) {
          const { passkey: kept } = result;
          changed((passkeys) => passkeys.map((passkey) => (passkey.id === id ? kept : passkey)));
          setNote({ tone: 'info', text: text('passkeys.renamed', { name: kept.name }) });
          renamed = true;
        } else if (!handled(result.failure, () => rename(id, name))) {
          setNote({ tone: 'error', text: failureText(result.failure) });
        }
      },
    );
    return renamed;
  };

  const canCreate = typeof PublicKeyCredential !== 'undefined';
  // Its brokerage signs in with its provider only, and the SSO adds no passkey to it: the
  // passkeys made before stay listed, to be removed.
  const { requiredProvider } = user;

  return (
    <>
      {proof.view}
      <div hidden={proof.checking}>
        <SectionNotes note={note} offline={online ? undefined : text('passkeys.offline')} />
        {list === undefined ? (
          online && <p role="status">{text('passkeys.loading')}</p>
        ) : list.passkeys.length === 0 ? (
          <p>{text('passkeys.none')}</p>
        ) : (
          <ul className="passkey-list">
            {list.passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                text={text}
                device={passkey.device && describeDevice(passkey.device, deviceText, text)}
                formatDate={(date) => dates.format(date)}
                disabled={disabled}
                onRename={(name) => rename(passkey.id, name)}
                onRemove={() => remove(passkey.id)}
              />
            ))}
          </ul>
        )}
        {requiredProvider ? (
          <p>{text('passkeys.companyOnly', { provider: companyProviderName(requiredProvider) })}</p>
        ) : canCreate ? (
          // Not before the list is read: its answer, told to the browser after a passkey added
          // meanwhile, would make the device forget the new one.
          <button
            type="button"
            className="button button-primary"
            disabled={disabled || list === undefined}
            onClick={add}
          >
            {sending ? text('passkeys.adding') : text('passkeys.add')}
          </button>
        ) : (
          <p>{text('passkeys.unsupported')}</p>
        )}
      </div>
    </>
  );
}
