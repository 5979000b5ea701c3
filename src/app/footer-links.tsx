import { Link } from 'wouter';
import { CompanyLink } from '../components/company-link';
import type { PortalLinkName } from '../config/env-variables';
import { getCompanyLinks } from '../config/links';
import { paths } from '../config/portal-paths';
import { useFooterMessages } from '../i18n/footer-messages';

const order: readonly PortalLinkName[] = ['privacy', 'terms', 'support'];

/**
 * The company's pages at the foot of every page, those the deployment set, and "Your data"
 * always: a broker reaches who answers for their data (LGPD art. 41) in one click, signed in
 * or not. Loaded once the page is usable (app.tsx): nobody needs them before the sign-in form.
 */
export function FooterLinks() {
  const words = useFooterMessages();
  const links = getCompanyLinks();
  const shown = order.filter((name) => links[name]);
  return (
    <ul className="footer-links">
      {shown.map((name) => (
        <li key={name}>
          <CompanyLink href={links[name] as string}>{words[`link.${name}`]}</CompanyLink>
        </li>
      ))}
      <li>
        <Link href={paths.yourData.getHref()}>{words['link.yourData']}</Link>
      </li>
    </ul>
  );
}
