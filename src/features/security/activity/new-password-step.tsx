import type { RefObject } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/portal-paths';
import type { ActivityTranslate } from '../../../i18n/activity-messages';

/**
 * After "This wasn't me": whoever signed in may know the password, so the page asks for a new
 * one there and then. Its heading takes the keyboard when it appears.
 */
export function NewPasswordStep({
  text,
  headingRef,
}: {
  readonly text: ActivityTranslate;
  readonly headingRef: RefObject<HTMLHeadingElement>;
}) {
  return (
    <section className="security-section" aria-labelledby="new-password-title">
      <h2 id="new-password-title" ref={headingRef} tabIndex={-1}>
        {text('activity.newPassword.title')}
      </h2>
      <p>{text('activity.newPassword.body')}</p>
      <p className="form-links">
        <Link href={paths.security.getHref()}>{text('action.changePassword')}</Link>
      </p>
    </section>
  );
}
