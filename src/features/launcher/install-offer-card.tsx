import { useState } from 'react';
import { acceptInstallOffer, useInstallOffered } from '../../hooks/install-offer';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import { declineInstallOffer, installOfferDeclined } from '../../session/install-offer-state';

/**
 * The browser's offer to install the portal, on the main screen where a broker comes back
 * every day, above the cards: the button at the page's foot is below the fold of a phone.
 * Shown only while the browser offers it; "Not now" is remembered on the device.
 */
export function InstallOfferCard({
  onClosed,
}: {
  /** The offer's buttons are gone: where the keyboard goes instead. */
  readonly onClosed: () => void;
}) {
  const t = useLauncherMessages();
  const offered = useInstallOffered();
  const [declined, setDeclined] = useState(installOfferDeclined);
  if (!offered || declined) return null;
  return (
    <section className="card install-offer" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title">{t('installOffer.title')}</h2>
      <p>{t('installOffer.body')}</p>
      <div className="launcher-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            onClosed();
            void acceptInstallOffer();
          }}
        >
          {t('installOffer.install')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            declineInstallOffer();
            setDeclined(true);
            onClosed();
          }}
        >
          {t('installOffer.notNow')}
        </button>
      </div>
    </section>
  );
}
