import { Link } from 'wouter';
import { paths } from '../../config/portal-paths';
import { carryEmail } from '../../hooks/use-carried-email';
import { useI18n } from '../../i18n/i18n-context';

/** To the password reset, with the email typed so far carried along. */
export function ResetPasswordLink({
  email,
  label,
}: {
  readonly email: string;
  readonly label: string;
}) {
  return (
    <Link href={paths.forgotPassword.getHref()} state={carryEmail(email)}>
      {label}
    </Link>
  );
}

/**
 * The way on from the sign-in page for a broker without an account: asking for one. (A
 * forgotten password's link is the form's own, under the password field.)
 */
export function SignInLinks() {
  const { t } = useI18n();
  return (
    <p className="form-links">
      {t('signIn.noAccount')} <Link href={paths.signUp.getHref()}>{t('signIn.askForAccount')}</Link>
    </p>
  );
}
