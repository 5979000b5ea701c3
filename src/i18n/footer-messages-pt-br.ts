import type { FooterMessages } from './footer-messages-en';

export const footerPtBR: FooterMessages = {
  'link.privacy': 'Privacidade',
  'link.terms': 'Termos de uso',
  'link.yourData': 'Seus dados',
  'link.support': 'Suporte',
};
