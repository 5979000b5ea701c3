import { CompanyLink } from '../../components/company-link';
import { getCompanyLinks } from '../../config/links';
import { useI18n } from '../../i18n/i18n-context';

// Where the link goes in its sentence: a character no translation writes.
const linkMark = '\u0000';

/**
 * Who helps a broker whose codes are locked: support, a link when the company set one. Wrong
 * codes typed by someone else mean that someone knows the password, which support is told of.
 * Loaded only with that failure, so the sign-in page's first script carries neither the
 * company's links nor this.
 */
export function CodesLockedHelp() {
  const { t } = useI18n();
  const { support } = getCompanyLinks();
  const [before, after = ''] = t('signIn.codesLockedHelp', { support: linkMark }).split(linkMark);
  const contact = t('signIn.contactSupport');
  return (
    <>
      {before}
      {support ? <CompanyLink href={support}>{contact}</CompanyLink> : contact}
      {after}
    </>
  );
}
