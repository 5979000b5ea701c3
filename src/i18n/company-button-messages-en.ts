import type { TranslationOf } from './catalogue';

/**
 * English messages of the company part of the sign-in page, which come with its code rather
 * than with the page's first script (company-sign-in-part.tsx); the buttons' own words are
 * the portal's, as the prerendered page shows them. `{provider}` is a provider's name, the
 * same in every language ("Microsoft", "Google"). The pt-BR catalogue must have exactly these
 * keys (the compiler checks).
 */
export const companyButtonEn = {
  // In the form, in place of the password, when the email's brokerage requires its provider.
  'companyButton.required': 'Your brokerage uses {provider} to sign in.',
  // In its place, when the email's brokerage has a provider it may use.
  'companyButton.suggested': 'Your brokerage can use {provider} to sign in',
} as const;

export type CompanyButtonMessages = TranslationOf<typeof companyButtonEn>;
