import type { SignOutMessages } from './sign-out-messages-en';

export const signOutPtBR: SignOutMessages = {
  'signOut.confirm.title': 'Sair do {app}?',
  'signOut.stay': 'Cancelar',
  'signOut.none.title': 'Você já saiu',
  'signOut.none.body': 'Não há sessão do {app} aberta neste dispositivo.',
  'signOut.elsewhere.title': 'Você saiu em outra aba',
  'signOut.elsewhere.body': 'Você saiu do {app} em todas as abas deste navegador.',
  'signOut.title': 'Saindo…',
  'signOut.done.title': 'Você saiu',
  'signOut.done.body':
    'Sua sessão foi encerrada. Você pode fechar esta janela ou entrar novamente.',
  'signOut.unreachable.title': 'Você saiu deste dispositivo',
  'signOut.unreachable.body':
    'Não conseguimos contato com o servidor, então sua sessão pode continuar aberta até a conexão voltar. Assim que ela voltar, concluímos a saída.',
};
