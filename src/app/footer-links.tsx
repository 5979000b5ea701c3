import { CompanyLink } from '../components/company-link';
import { getConfig } from '../config/config';
import type { PortalLinkName } from '../config/env-variables';
import { useI18n } from '../i18n/i18n-context';

const order: readonly PortalLinkName[] = ['privacy', 'terms', 'support'];

/** The company's pages at the foot of every page: those the deployment set, none otherwise. */
export function FooterLinks() {
  const { t } = useI18n();
  const { links } = getConfig();
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
