import { useRef } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useKeyboardAfterRetry } from '../../hooks/use-keyboard-after-retry';
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
  // After "Try again": the new password's field, or the next "Try again" (a broken link's
  // heading takes the keyboard by itself).
  const tryAgain = useRef<HTMLButtonElement>(null);
  const retrying = useKeyboardAfterRetry(link.status !== 'checking', () =>
    link.status === 'unchecked'
      ? tryAgain.current
      : document.querySelector<HTMLInputElement>('#main input[name="new-password"]'),
  );

  switch (link.status) {
    case 'checking':
      return <ResetLinkChecking />;
    case 'broken':
      return <ResetLinkBroken problem={link.problem} />;
    case 'unchecked':
      return (
        <ResetLinkUnchecked
          failure={link.failure}
          tryAgainRef={tryAgain}
          onTryAgain={() => {
            retrying();
            check();
          }}
        />
      );
    case 'ready':
      return <NewPasswordForm token={link.token} email={link.email} onLinkBroken={markBroken} />;
  }
}
