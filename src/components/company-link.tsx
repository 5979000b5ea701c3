import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';

/**
 * A link to one of the company's own pages (configuration's `links`). A page opens in a new
 * tab, so a half-typed form is still there when the broker comes back, and says so to screen
 * readers; a `mailto:` address opens the mail app and needs neither.
 */
export function CompanyLink({
  href,
  children,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  const { t } = useI18n();
  if (href.startsWith('mailto:')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('link.newTab')}</span>
    </a>
  );
}
