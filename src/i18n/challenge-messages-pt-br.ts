import type { ChallengeMessages } from './challenge-messages-en';

export const challengePtBR: ChallengeMessages = {
  'challenge.checking': 'Verificando este navegador…',
  'challenge.failed':
    'O servidor não conseguiu verificar este navegador e não aceitou o pedido. Tente novamente.',
};
