import type { StalledPageMessages } from './stalled-page-messages-en';

/** Palavras do aviso de uma página cujo script não começou (veja stalled-page-messages-en.ts). */
export const stalledPagePtBR: StalledPageMessages = {
  'stalled.text': 'Esta página não terminou de carregar. Verifique sua conexão e recarregue.',
  'stalled.reload': 'Recarregar',
};
