import { Link } from 'wouter';
import { ArrivalHeading } from '../../components/arrival-heading';
import { wholeWords } from '../../components/whole-words';
import { paths } from '../../config/portal-paths';
import { useAccountMessages } from '../../i18n/account-messages';
import type { SignUpSent as Sent } from './use-sign-up-form';

/** The request was received: the same words whether or not the email has an account. */
export function SignUpSent({ sent }: { readonly sent: Sent }) {
  const t = useAccountMessages();
  return (
    <section className="card" aria-labelledby="sign-up-sent-title">
      <ArrivalHeading id="sign-up-sent-title">{t('signUp.sent.title')}</ArrivalHeading>
      <p>{wholeWords(t('signUp.sent.body', { name: sent.name, email: sent.email }))}</p>
      {sent.reviewBusinessDays ? (
        <p>{t('signUp.sent.when', { count: sent.reviewBusinessDays })}</p>
      ) : null}
      <Link href={paths.login.getHref()} className="button button-primary">
        {t('action.backToSignIn')}
      </Link>
    </section>
  );
}
