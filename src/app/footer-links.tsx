import { CompanyLink } from '../components/company-link';
import type { PortalLinkName } from '../config/env-variables';
import { getCompanyLinks } from '../config/links';
import { useFooterMessages } from '../i18n/footer-messages';

const order: readonly PortalLinkName[] = ['privacy', 'terms', 'support'];

/**
 * The company's pages at the foot of every page: those the deployment set, none otherwise.
 * Loaded once the page is usable (app.tsx): nobody needs them before the sign-in form.
 */
export function FooterLinks() {
  const t = useFooterMessages();
  const links = getCompanyLinks();
  const shown = order.filter((name) => links[name]);
  if (shown.length === 0) return null;
  return (
    <ul className="footer-links">
      {shown.map((name) => (
        <li key={name}>
          <CompanyLink href={links[name] as string}>{t(`link.${name}`)}</CompanyLink>
        </li>
      ))}
    </ul>
  );
}
