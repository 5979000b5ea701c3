import type { ComponentType } from 'react';
import { useComponentLater } from '../../hooks/use-component-later';
import { useI18n } from '../../i18n/i18n-context';
import type { PasskeySignInProps } from './passkey-sign-in';

/**
 * Where the sign-in page offers passkeys. Their code is asked for after the page, only in a
 * browser with WebAuthn; the prerendered page holds the button's room meanwhile, so its arrival moves
 * nothing the broker may be about to tap (no layout shift), and hydration matches. A browser
 * without WebAuthn, or code that cannot load, gives the room back: the password form never
 * depends on passkeys.
 */
export function PasskeySlot(props: PasskeySignInProps) {
  const Offer = useComponentLater(loadPasskeyOffer);
  if (Offer === 'unavailable') return null;
  return <div className="passkey-slot">{Offer ? <Offer {...props} /> : <PasskeyButtonRoom />}</div>;
}

function loadPasskeyOffer(): Promise<ComponentType<PasskeySignInProps>> {
  if (typeof PublicKeyCredential === 'undefined') {
    return Promise.reject(new Error('No WebAuthn'));
  }
  // In the app's chunk (an eager import), evaluated only here: every browser the portal serves
  // but WebKitGTK has WebAuthn and fetched it right after hydration, and a file of its own cost
  // a request and 0.6 KiB more gzip than in one file with React. Autofill asks the SSO for an
  // attempt with `fetch` alone; the HTTP client's chunk (ky, the reading of answers) comes once
  // a passkey is chosen.
  return import(/* webpackMode: "eager" */ './passkey-sign-in').then(
    (module) => module.PasskeySignIn,
  );
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
      <button type="button" className="button button-secondary" disabled>
        {t('action.signInWithPasskey')}
      </button>
    </div>
  );
}
