import { LiveMessage } from '../../components/live-message';
import { useAccountMessages } from '../../i18n/account-messages';

/** While the service says whether the link still works. */
export function ResetLinkChecking() {
  const t = useAccountMessages();
  return (
    <section className="card" aria-labelledby="reset-title" aria-busy="true">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <LiveMessage tone="info">{t('reset.checking')}</LiveMessage>
    </section>
  );
}
