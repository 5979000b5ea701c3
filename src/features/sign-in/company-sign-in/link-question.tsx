import type { PendingCompanyAccount } from '../../../api/company-sign-in';
import { ArrivalHeading } from '../../../components/arrival-heading';
import { useCompanyMessages } from '../../../i18n/company-messages';
import { companyProviderName } from '../../../words/company-provider-name';

/**
 * In place of the sign-in page, for a broker signed in already on arrival: link the company
 * account that came back? Its company sign-in did not start on the portal's page (another site
 * can send a browser to the start, and the provider answers at once where it is signed in), so
 * nobody has asked for it yet. "Link" is the broker's answer the SSO waits for; "Not now" links
 * nothing. The question is a heading that takes the keyboard, as every screen that replaces
 * another under the user does.
 */
export function LinkQuestion({
  waiting,
  onLink,
  onNotNow,
}: {
  readonly waiting: PendingCompanyAccount;
  readonly onLink: () => void;
  readonly onNotNow: () => void;
}) {
  const t = useCompanyMessages();
  const values = { provider: companyProviderName(waiting.provider), email: waiting.email };
  return (
    <section className="card" aria-labelledby="company-link-question">
      <ArrivalHeading id="company-link-question">
        {t('companyLink.questionTitle', values)}
      </ArrivalHeading>
      <p>{t('companyLink.questionBody')}</p>
      <div className="card-actions">
        <button type="button" className="button button-primary" onClick={onLink}>
          {t('companyLink.link')}
        </button>
        <button type="button" className="button button-secondary" onClick={onNotNow}>
          {t('companyLink.notNow')}
        </button>
      </div>
    </section>
  );
}
