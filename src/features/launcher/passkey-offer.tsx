import { useEffect, useState } from 'react';
import { addPasskey } from '../../api/passkey-registration';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-context';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import {
  declinePasskeyOffer,
  forgetPasswordSignIn,
  passkeyOfferDeclined,
  signedInWithPassword,
} from '../../session/passkey-offer-state';

type Stage = 'hidden' | 'offered' | 'adding' | 'added' | 'failed';

/**
 * After a sign-in with the password, on a device that can keep a passkey behind its own
 * screen lock: one quiet offer to add one. "Not now" is remembered on the device; the
 * passkey list (`/security`) adds one whenever the user asks.
 */
export function PasskeyOffer() {
  const { locale } = useI18n();
  const t = useLauncherMessages();
  // Read once, and forgotten below: a reload of the main screen is not a new sign-in.
  const [justSignedIn] = useState(signedInWithPassword);
  const [stage, setStage] = useState<Stage>('hidden');

  useEffect(() => {
    forgetPasswordSignIn();
    if (!justSignedIn || passkeyOfferDeclined() || typeof PublicKeyCredential === 'undefined') {
      return;
    }
    let active = true;
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().then(
      (available) => {
        if (available && active) setStage('offered');
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [justSignedIn]);

  if (stage === 'hidden') return null;
  if (stage === 'added' || stage === 'failed') {
    return (
      <LiveMessage tone="info">
        {t(stage === 'added' ? 'passkeyOffer.added' : 'passkeyOffer.failed')}
      </LiveMessage>
    );
  }
  return (
    <section className="card passkey-offer" aria-labelledby="passkey-offer-title">
      <h2 id="passkey-offer-title">{t('passkeyOffer.title')}</h2>
      <p>{t('passkeyOffer.body')}</p>
      <div className="launcher-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={stage === 'adding'}
          onClick={async () => {
            setStage('adding');
            const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
              new Date(),
            );
            const outcome = await addPasskey(t('passkeyOffer.defaultName', { date }));
            if (outcome.kind === 'added') setStage('added');
            else if (outcome.kind === 'cancelled') setStage('offered');
            else setStage('failed');
          }}
        >
          {stage === 'adding' ? t('passkeyOffer.adding') : t('passkeyOffer.add')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            declinePasskeyOffer();
            setStage('hidden');
          }}
        >
          {t('passkeyOffer.notNow')}
        </button>
      </div>
    </section>
  );
}
