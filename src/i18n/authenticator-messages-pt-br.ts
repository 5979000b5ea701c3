import type { AuthenticatorMessages } from './authenticator-messages-en';

export const authenticatorPtBR: AuthenticatorMessages = {
  'authenticator.scan':
    'Abra seu aplicativo autenticador (Google Authenticator, Microsoft Authenticator…) e escaneie este QR code.',
  'authenticator.qrLabel': 'QR code para o seu aplicativo autenticador',
  'authenticator.qrLoading': 'Carregando o QR code…',
  'authenticator.qrFailed':
    'Não foi possível mostrar o QR code. Digite a chave de configuração abaixo.',
  'authenticator.keyIntro':
    'Não consegue escanear? No aplicativo, escolha inserir uma chave de configuração, baseada no horário, e digite esta:',
  'authenticator.keyLabel': 'Chave de configuração',
  'authenticator.copyKey': 'Copiar a chave de configuração',
  'authenticator.copy': 'Copiar',
  'authenticator.keyCopied': 'Chave de configuração copiada.',
  'authenticator.copyFailed': 'Não foi possível copiar. Selecione o texto e copie você mesmo.',
  'recoveryCodes.title': 'Seus códigos de recuperação',
  'recoveryCodes.intro':
    'Se você perder o celular com o aplicativo autenticador, um código de recuperação permite entrar no lugar dele. Cada código só funciona uma vez.',
  'recoveryCodes.onlyNow':
    'Guarde os códigos agora, em um lugar que só você acessa: eles só aparecem esta vez.',
  'recoveryCodes.listLabel': 'Códigos de recuperação',
  'recoveryCodes.copyAll': 'Copiar todos',
  'recoveryCodes.copied': 'Códigos de recuperação copiados.',
  'recoveryCodes.download': 'Baixar (.txt)',
  'recoveryCodes.downloaded': 'Códigos de recuperação baixados.',
  'recoveryCodes.fileHeading': 'Códigos de recuperação da gofy',
  'recoveryCodes.fileAccount': 'Conta: {email}',
  'recoveryCodes.fileDate': 'Gerados em {date}',
  'recoveryCodes.fileNote': 'Cada código só funciona uma vez.',
  'recoveryCodes.saved': 'Guardei meus códigos de recuperação',
  'recoveryCodes.continue': 'Continuar',
  'recoveryCodes.confirmFirst': 'Guarde seus códigos de recuperação e marque a caixa antes.',
};
