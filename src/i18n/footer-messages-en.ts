import type { TranslationOf } from './catalogue';

/**
 * English names of the company's pages at the foot of every page. They load with the foot's
 * code, after the page is usable, not with the sign-in form. The pt-BR catalogue must have
 * exactly these keys.
 */
export const footerEn = {
  'link.privacy': 'Privacy',
  'link.terms': 'Terms of use',
  'link.yourData': 'Your data',
  'link.support': 'Support',
} as const;

export type FooterMessages = TranslationOf<typeof footerEn>;
