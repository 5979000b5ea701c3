import { Link } from 'wouter';
import { ArrivalHeading } from '../../components/arrival-heading';
import { paths } from '../../config/portal-paths';
import { useReturnLoopMessages } from '../../i18n/return-loop-messages';

/**
 * Loaded when needed (login-page.tsx): in place of the sign-in form when a suite application keeps sending the user back: the
 * portal stops following it by itself, and the user chooses.
 */
export function ReturnLoopNotice({
  host,
  onTryAgain,
}: {
  readonly host: string;
  readonly onTryAgain: () => void;
}) {
  const t = useReturnLoopMessages();
  return (
    <section className="card" aria-labelledby="return-loop-title">
      <ArrivalHeading id="return-loop-title">{t('returnLoop.title')}</ArrivalHeading>
      <p>{t('returnLoop.body', { host })}</p>
      <Link href={paths.home.getHref()} className="button button-primary">
        {t('action.goHome')}
      </Link>
      <p className="form-links">
        <button type="button" className="button button-secondary" onClick={onTryAgain}>
          {t('action.tryAgain')}
        </button>
      </p>
    </section>
  );
}
