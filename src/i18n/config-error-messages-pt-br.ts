import type { ConfigErrorMessages } from './config-error-messages-en';

export const configErrorPtBR: ConfigErrorMessages = {
  'config.title': 'O gofy não está configurado corretamente',
  'config.body':
    'Peça a quem o publicou para corrigir estas configurações, no arquivo .env ou no config.json:',
  'config.missing': '{variable} não foi definida: esperado {expected}.',
  'config.malformed': '{variable} não é válida: esperado {expected}.',
  'config.unknown': '{variable} não pode ser definida no config.json: esperado {expected}.',
  'config.unreachable':
    'Não foi possível carregar {variable}. Verifique a conexão e recarregue a página.',
};
