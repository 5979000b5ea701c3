import { type ComponentType, useEffect, useState } from 'react';
import type { PasskeySignInProps } from './passkey-sign-in';

/**
 * Where the sign-in page offers passkeys. Their code comes after the page, only in a browser
 * with WebAuthn; the prerendered page has nothing here, so hydration matches. Code that cannot
 * load leaves the page without passkeys: the password form never depends on them.
 */
export function PasskeySlot(props: PasskeySignInProps) {
  const [Offer, setOffer] = useState<ComponentType<PasskeySignInProps>>();
  useEffect(() => {
    if (typeof PublicKeyCredential === 'undefined') return;
    import('./passkey-sign-in').then(
      (module) => setOffer(() => module.PasskeySignIn),
      () => {},
    );
  }, []);
  return Offer ? <Offer {...props} /> : null;
}
