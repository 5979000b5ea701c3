import type { UpdateMessages } from './update-messages-en';

export const updatePtBR: UpdateMessages = {
  'update.available': 'Uma nova versão do portal está disponível.',
  'update.reload': 'Recarregar',
  'update.later': 'Depois',
  'update.busy':
    'Conclua ou limpe o formulário primeiro: a atualização espera para que nada do que você digitou ou enviou se perca.',
};
