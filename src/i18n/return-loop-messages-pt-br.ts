import type { ReturnLoopMessages } from './return-loop-messages-en';

export const returnLoopPtBR: ReturnLoopMessages = {
  'returnLoop.title': 'Este aplicativo continua mandando você de volta',
  'returnLoop.body':
    'Você está conectado, mas {host} pediu que você entrasse novamente a cada vez que o levamos até lá: ele pode não estar vendo sua sessão. Tente novamente mais tarde ou fale com o suporte se o problema continuar.',
};
