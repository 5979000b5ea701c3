import { CompanyLink } from '../../components/company-link';
import { getCompanyLinks } from '../../config/links';
import { useAccountMessages } from '../../i18n/account-messages';

/**
 * What the request's personal data is used for, right above the button that sends it, as the
 * LGPD expects it to be said where the data is collected; with the policy when one is set.
 */
export function PrivacyNotice() {
  const t = useAccountMessages();
  const { privacy } = getCompanyLinks();
  return (
    <p className="form-note privacy-notice">
      {t('signUp.privacy')}
      {privacy ? (
        <>
          {' '}
          <CompanyLink href={privacy}>{t('signUp.privacy.link')}</CompanyLink>
        </>
      ) : null}
    </p>
  );
}
