import type { PageDescriptionMessages } from './page-description-messages-en';

/** O que buscadores e prévias de links mostram de uma página (veja page-description-messages-en.ts). */
export const pageDescriptionPtBR: PageDescriptionMessages = {
  'meta.description': 'Entrar no gofy, plataforma de corretagem',
};
