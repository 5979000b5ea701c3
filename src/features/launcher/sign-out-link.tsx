import { Link } from 'wouter';
import { paths } from '../../config/portal-paths';
import { useI18n } from '../../i18n/i18n-context';
import { requestSignOut } from '../../session/sign-out-request';

/** The main screen's way out, on every state of it. */
export function SignOutLink() {
  const { t } = useI18n();
  // Replaced in history, so Back from the signed-out page cannot return to the cards. The
  // request tells the sign-out page the user asked here, so it does not ask again; wouter
  // calls onClick only for a plain click, so a new tab asks.
  return (
    <Link
      href={paths.logout.getHref()}
      replace
      onClick={requestSignOut}
      className="button button-secondary"
      data-tour="sign-out"
    >
      {t('action.signOut')}
    </Link>
  );
}
