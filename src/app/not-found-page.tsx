import { Link } from 'wouter';
import { paths } from '../config/portal-paths';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useI18n } from '../i18n/i18n-context';

export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('title.notFound'));
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link href={paths.home.getHref()} className="button button-primary">
        {t('action.goHome')}
      </Link>
    </section>
  );
}
