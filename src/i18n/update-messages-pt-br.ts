import type { UpdateMessages } from './update-messages-en';

export const updatePtBR: UpdateMessages = {
  'update.available': 'Uma nova versão do gofy está disponível.',
  'update.reload': 'Recarregar',
  'update.later': 'Depois',
  'update.busy':
    'Termine ou limpe o formulário antes de atualizar, para não perder o que você digitou ou enviou.',
};
