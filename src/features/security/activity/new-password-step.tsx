import type { RefObject } from 'react';
import type { SignedIn } from '../../../api/sso-responses';
import type { ActivityTranslate } from '../../../i18n/activity-messages';
import { PasswordSection } from '../password-section';

/**
 * After "This wasn't me": whoever signed in may know the password, so the page asks for a new
 * one there and then, with the security page's own form (which asks to prove it is you first
 * where the sign-in is old). Its heading takes the keyboard when it appears.
 */
export function NewPasswordStep({
  text,
  headingRef,
  signedIn,
  onSessionEnded,
}: {
  readonly text: ActivityTranslate;
  readonly headingRef: RefObject<HTMLHeadingElement>;
  readonly signedIn: SignedIn;
  readonly onSessionEnded: () => void;
}) {
  return (
    <section className="security-section" aria-labelledby="new-password-title">
      <h2 id="new-password-title" ref={headingRef} tabIndex={-1}>
        {text('activity.newPassword.title')}
      </h2>
      <p>{text('activity.newPassword.body')}</p>
      <PasswordSection signedIn={signedIn} onSessionEnded={onSessionEnded} />
    </section>
  );
}
