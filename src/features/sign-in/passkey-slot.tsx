import { type ComponentType, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { PasskeySignInProps } from './passkey-sign-in';

/**
 * Where the sign-in page offers passkeys. Their code comes after the page, only in a browser
 * with WebAuthn; the prerendered page holds the button's room meanwhile, so its arrival moves
 * nothing the broker may be about to tap (no layout shift), and hydration matches. A browser
 * without WebAuthn, or code that cannot load, gives the room back: the password form never
 * depends on passkeys.
 */
export function PasskeySlot(props: PasskeySignInProps) {
  const [Offer, setOffer] = useState<ComponentType<PasskeySignInProps> | 'none'>();
  useEffect(() => {
    if (typeof PublicKeyCredential === 'undefined') {
      setOffer('none');
      return;
    }
    // Asked for in a task of its own: this effect runs in one task with all of the page's
    // others as hydration ends, and adding the three script elements of this code there made
    // that task one of a slow phone's longest.
    const asking = setTimeout(() => {
      import('./passkey-sign-in').then(
        (module) => setOffer(() => module.PasskeySignIn),
        () => setOffer('none'),
      );
    });
    return () => clearTimeout(asking);
  }, []);
  if (Offer === 'none') return null;
  return <div className="passkey-slot">{Offer ? <Offer {...props} /> : <PasskeyButtonRoom />}</div>;
}

/**
 * The room the passkey button will take: the button itself, in the page's language, unseen
 * and out of reach. A room of a fixed height fitted one line only, and the Portuguese label
 * takes two at 320 px, as every label may with enlarged text.
 */
function PasskeyButtonRoom() {
  const { t } = useI18n();
  return (
    <div className="passkey-sign-in passkey-button-room" aria-hidden="true">
      <button type="button" className="button button-secondary" tabIndex={-1} disabled>
        {t('action.signInWithPasskey')}
      </button>
    </div>
  );
}
