import type { ReactNode } from 'react';
import type { SuiteAppKey } from '../../config/env-variables';

/**
 * One line icon per application, drawn inline: no icon font to download, and they take the
 * card's text colour in both schemes. Decorative: the card's text names the application.
 */
const paths: Readonly<Record<SuiteAppKey, ReactNode>> = {
  pipeline: <path d="M3 4h18l-7 8.5V18l-4 2v-7.5L3 4z" />,
  insured: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  multiquote: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v3M8 18h.01M12 18h.01" />
    </>
  ),
  automation: <path d="M13 3L5 14h6l-1 7 8-11h-6l1-7z" />,
  schedule: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h3v3H8z" />
    </>
  ),
  notifications: (
    <>
      <path d="M6 16v-5a6 6 0 1112 0v5l2 2H4l2-2z" />
      <path d="M10 20a2 2 0 004 0" />
    </>
  ),
  education: (
    <>
      <path d="M2 9l10-5 10 5-10 5L2 9z" />
      <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />
    </>
  ),
};

export function AppIcon({ app }: { readonly app: SuiteAppKey }) {
  return (
    <svg
      className="app-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[app]}
    </svg>
  );
}
