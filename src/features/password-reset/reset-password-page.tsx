import { useDocumentTitle } from '../../hooks/use-document-title';
import { useNoReferrer } from '../../hooks/use-no-referrer';
import { useAccountMessages } from '../../i18n/account-messages';
import { NewPasswordForm } from './new-password-form';
import { ResetLinkBroken } from './reset-link-broken';
import { ResetLinkChecking } from './reset-link-checking';
import { ResetLinkUnchecked } from './reset-link-unchecked';
import { useResetLink } from './use-reset-link';

/**
 * `/reset-password?token=...`, opened from the emailed link: choose a new password. The token
 * leaves the address at once and lives in memory only; the page sends no referrer.
 */
export function ResetPasswordPage() {
  const t = useAccountMessages();
  useDocumentTitle(t('title.resetPassword'));
  useNoReferrer();
  const { link, check, markBroken } = useResetLink();

  switch (link.status) {
    case 'checking':
      return <ResetLinkChecking />;
    case 'broken':
      return <ResetLinkBroken problem={link.problem} />;
    case 'unchecked':
      return <ResetLinkUnchecked failure={link.failure} onTryAgain={() => check()} />;
    case 'ready':
      return <NewPasswordForm token={link.token} email={link.email} onLinkBroken={markBroken} />;
  }
}
