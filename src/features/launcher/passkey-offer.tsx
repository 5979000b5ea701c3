import { useEffect, useRef, useState } from 'react';
import { canMakePasskeyOnDevice } from '../../api/passkey-on-device';
import { addPasskey } from '../../api/passkey-registration';
import { canSignalAcceptedPasskeys, signalAcceptedPasskeys } from '../../api/passkey-signals';
import { listPasskeys } from '../../api/passkeys';
import type { SsoUser } from '../../api/sso-responses';
import { LiveMessage } from '../../components/live-message';
import { useClock } from '../../hooks/use-clock';
import { useDeviceMessages } from '../../i18n/device-messages';
import { useI18n } from '../../i18n/i18n-context';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import {
  declinePasskeyOffer,
  forgetSignInMethod,
  justSignedInWith,
  passkeyOfferDeclined,
} from '../../session/passkey-offer-state';
import { newPasskeyName } from '../../words/device-words';

type Stage = 'hidden' | 'offered' | 'adding' | keyof typeof notes;

const notes = {
  added: 'passkeyOffer.added',
  'already-on-device': 'passkeyOffer.alreadyOnDevice',
  failed: 'passkeyOffer.failed',
  'needs-code': 'passkeyOffer.needsCode',
} as const;

/**
 * Tells the browser which passkeys the SSO still accepts and the account's current names, so
 * the device's own list matches the account's after passkeys were removed or the account
 * renamed elsewhere. Once per sign-in, in the background; a failure changes nothing.
 */
async function keepDeviceInStep(user: SsoUser): Promise<void> {
  if (!canSignalAcceptedPasskeys()) return;
  const result = await listPasskeys();
  if (!result.ok) return;
  await signalAcceptedPasskeys({
    rpId: result.list.rpId,
    userHandle: result.list.userHandle,
    passkeyIds: result.list.passkeys.map((passkey) => passkey.id),
    email: user.email,
    name: user.name,
  });
}

/**
 * What follows a sign-in on the main screen, about passkeys: the device's list kept in step,
 * and after a sign-in with the password, on a device that can keep a passkey behind its own
 * screen lock, one quiet offer to add one, unless the account's brokerage requires its company
 * sign-in. "Not now" is remembered on the device; the passkey
 * list (`/security`) adds one whenever the user asks.
 */
export function PasskeyOffer({
  user,
  onClosed,
}: {
  readonly user: SsoUser;
  /** The offer's buttons are gone: where the keyboard goes instead. */
  readonly onClosed: () => void;
}) {
  const { locale } = useI18n();
  const t = useLauncherMessages();
  const deviceText = useDeviceMessages();
  const clock = useClock();
  // Read once, and forgotten below: a reload of the main screen is not a new sign-in.
  const [signedInWith] = useState(justSignedInWith);
  // The names to tell the browser are the ones of the sign-in, once.
  const [signedInUser] = useState(user);
  const [stage, setStage] = useState<Stage>('hidden');
  // The list the browser is told about was read before a passkey added now: told after it,
  // the device would forget the new one. Adding waits for it.
  const inStep = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    forgetSignInMethod();
    if (!signedInWith) return;
    inStep.current = keepDeviceInStep(signedInUser);
    if (signedInWith !== 'password' || passkeyOfferDeclined()) return;
    // Its brokerage signs in with its provider only: the SSO would refuse the passkey.
    if (signedInUser.requiredProvider) return;
    let active = true;
    canMakePasskeyOnDevice().then((yes) => {
      if (yes && active) setStage('offered');
    });
    return () => {
      active = false;
    };
  }, [signedInWith, signedInUser]);

  const add = async () => {
    setStage('adding');
    await inStep.current;
    const outcome = await addPasskey((device) =>
      newPasskeyName(device, new Date(clock.now()), locale, deviceText),
    );
    if (outcome.kind === 'cancelled') {
      setStage('offered');
      return;
    }
    if (outcome.kind === 'already-on-device') declinePasskeyOffer();
    onClosed();
    // A sign-in that skipped the code on a trusted device proved one factor: the SSO wants the
    // code before a passkey, and the security page is where it is asked (contract 1.15.0).
    const needsCode =
      outcome.kind === 'failed' && outcome.failure.kind === 'recent_second_factor_required';
    setStage(
      outcome.kind === 'added' || outcome.kind === 'already-on-device'
        ? outcome.kind
        : needsCode
          ? 'needs-code'
          : 'failed',
    );
  };

  const offered = stage === 'offered' || stage === 'adding';
  const note = stage === 'hidden' || offered ? undefined : t(notes[stage]);
  return (
    <>
      {/* In the page before its text, so that the outcome of adding is read out. */}
      <LiveMessage tone="info">{note}</LiveMessage>
      {offered ? (
        <section className="card passkey-offer" aria-labelledby="passkey-offer-title">
          <h2 id="passkey-offer-title">{t('passkeyOffer.title')}</h2>
          <p>{t('passkeyOffer.body')}</p>
          <div className="launcher-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={stage === 'adding'}
              onClick={add}
            >
              {stage === 'adding' ? t('passkeyOffer.adding') : t('passkeyOffer.add')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                declinePasskeyOffer();
                setStage('hidden');
                onClosed();
              }}
            >
              {t('passkeyOffer.notNow')}
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}
