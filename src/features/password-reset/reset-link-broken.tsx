import { Link } from 'wouter';
import type { ResetLinkProblem } from '../../api/sso-account';
import { ArrivalHeading } from '../../components/arrival-heading';
import { wholeWords } from '../../components/whole-words';
import { paths } from '../../config/portal-paths';
import { useAccountMessages } from '../../i18n/account-messages';
import type { AccountMessageKey } from '../../i18n/account-messages-en';
import { BackToSignInLink } from './back-to-sign-in-link';

const problemWording: Readonly<
  Record<ResetLinkProblem, { title: AccountMessageKey; body: AccountMessageKey }>
> = {
  reset_token_invalid: { title: 'reset.invalid.title', body: 'reset.invalid.body' },
  reset_token_expired: { title: 'reset.expired.title', body: 'reset.expired.body' },
  reset_token_used: { title: 'reset.used.title', body: 'reset.used.body' },
};

/** A link that expired, was used or never worked says which, with a way to ask for another. */
export function ResetLinkBroken({ problem }: { readonly problem: ResetLinkProblem }) {
  const t = useAccountMessages();
  const wording = problemWording[problem];
  return (
    <section className="card" aria-labelledby="reset-title">
      {/* It can replace the form under the broker, who pressed Save on a link that had run out
          meanwhile: the keyboard starts here, not at the top of the page. */}
      <ArrivalHeading id="reset-title">{t(wording.title)}</ArrivalHeading>
      <p>{wholeWords(t(wording.body))}</p>
      <Link href={paths.forgotPassword.getHref()} className="button button-primary">
        {t('action.requestNewLink')}
      </Link>
      <BackToSignInLink />
    </section>
  );
}
