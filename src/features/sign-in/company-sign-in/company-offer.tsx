import { getCompanyProviders } from '../../../config/company-providers';
import { getConfig } from '../../../config/config';
import { useI18n } from '../../../i18n/i18n-context';
import { CompanyMark } from './company-mark';

/**
 * The company providers' buttons as the prerendered page has them, before their code comes
 * (company-sign-in-part.tsx, which then takes their place): plain links to each provider's
 * start on the SSO, which work by themselves. Part of the first script, so that the page is
 * hydrated with them as they are: a boundary left for later code would be thrown away, and
 * its buttons with it, by the language switch that can follow hydration.
 */
export function CompanyOffer() {
  const { t } = useI18n();
  return (
    <div className="company-sign-in">
      <p className="company-sign-in-or">{t('companyButton.or')}</p>
      <ul className="company-buttons">
        {getCompanyProviders().map((provider) => (
          <li key={provider.id}>
            <a
              className="button button-secondary company-button"
              href={`${getConfig().services.sso}/federation/${provider.id}/start`}
            >
              <CompanyMark kind={provider.kind} />
              {t('companyButton.continueWith', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
