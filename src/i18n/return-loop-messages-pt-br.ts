import type { ReturnLoopMessages } from './return-loop-messages-en';

export const returnLoopPtBR: ReturnLoopMessages = {
  'returnLoop.title': 'Este aplicativo continua mandando você de volta',
  'returnLoop.body':
    'Você já entrou, mas {host} pediu que você entrasse novamente todas as vezes que levamos você até lá: talvez esse aplicativo não esteja reconhecendo sua sessão. Tente novamente mais tarde ou, se o problema continuar, fale com o suporte.',
};
