import { Link } from 'wouter';
import { paths } from '../config/portal-paths';
import { useI18n } from '../i18n/i18n-context';
import { requestSignOut } from '../session/sign-out-request';

/** The way out of the pages of a signed-in user: the main screen's, the security page's. */
export function SignOutLink({
  tourTarget,
}: {
  /** The name a tour's step finds it by (`data-tour`), where one points at it. */
  readonly tourTarget?: string;
}) {
  const { t } = useI18n();
  // Replaced in history, so Back from the signed-out page cannot return to the page left. The
  // request tells the sign-out page the user asked here, so it does not ask again; wouter
  // calls onClick only for a plain click, so a new tab asks.
  return (
    <Link
      href={paths.logout.getHref()}
      replace
      onClick={requestSignOut}
      className="button button-secondary"
      data-tour={tourTarget}
    >
      {t('action.signOut')}
    </Link>
  );
}
