import { Link } from 'wouter';
import { paths } from '../../config/portal-paths';
import { useAccountMessages } from '../../i18n/account-messages';

/** The way out of every screen of a password reset: back to the sign-in form. */
export function BackToSignInLink() {
  const t = useAccountMessages();
  return (
    <p className="form-links">
      <Link href={paths.login.getHref()}>{t('action.backToSignIn')}</Link>
    </p>
  );
}
