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

/** The ways on from the sign-in form: a forgotten password, and asking for access. */
export function SignInLinks({
  email,
  passwordReset,
}: {
  readonly email: string;
  readonly passwordReset: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      {passwordReset && (
        <p className="form-links">
          <ResetPasswordLink email={email} label={t('signIn.forgotPassword')} />
        </p>
      )}
      <p className="form-links">
        {t('signIn.noAccount')}{' '}
        <Link href={paths.signUp.getHref()}>{t('signIn.askForAccount')}</Link>
      </p>
    </>
  );
}
