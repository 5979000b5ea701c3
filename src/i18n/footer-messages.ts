import { type FooterMessages, footerEn } from './footer-messages-en';
import { footerPtBR } from './footer-messages-pt-br';
import { useI18n } from './i18n-context';

const catalogues = { 'pt-BR': footerPtBR, en: footerEn } as const;

/**
 * The names of the links at the foot of every page, in the portal's current language: plain
 * names, read as they are, without the machinery of a feature's catalogue (no placeholders, no
 * portal-wide words), in the chunk that loads before anyone touches the sign-in page.
 */
export function useFooterMessages(): FooterMessages {
  return catalogues[useI18n().locale];
}
