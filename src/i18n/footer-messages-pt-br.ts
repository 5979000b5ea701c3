import type { FooterMessages } from './footer-messages-en';

export const footerPtBR: FooterMessages = {
  'link.privacy': 'Privacidade',
  'link.terms': 'Termos de uso',
  'link.support': 'Suporte',
};
