import type { PasskeyMessages } from './passkey-messages-en';

export const passkeyPtBR: PasskeyMessages = {
  'passkey.signingIn': 'Entrando com sua chave de acesso…',
  'passkey.cancelled': 'Nenhuma chave de acesso foi usada. Você pode entrar com sua senha.',
  'passkey.unknown':
    'Esta chave de acesso não funciona mais: ela foi removida da sua conta. Entre com sua senha.',
  'passkey.refused':
    'Não foi possível confirmar sua chave de acesso. Tente novamente ou entre com sua senha.',
};
