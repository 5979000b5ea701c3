import type { AuthenticatorMessages } from './authenticator-messages-en';

export const authenticatorPtBR: AuthenticatorMessages = {
  'authenticator.scan':
    'Abra seu aplicativo autenticador (Google Authenticator, Microsoft Authenticator…) e use-o para ler este QR code.',
  'authenticator.qrLabel': 'QR code para o seu aplicativo autenticador',
  'authenticator.qrLoading': 'Carregando o QR code…',
  'authenticator.qrFailed':
    'Não foi possível mostrar o QR code. Digite a chave de configuração abaixo.',
  'authenticator.appOnThisDevice':
    'Se o seu aplicativo autenticador (Google Authenticator, Microsoft Authenticator…) estiver instalado neste dispositivo, adicione o gofy a ele por aqui:',
  'authenticator.openApp': 'Abrir no aplicativo autenticador',
  'authenticator.scanElsewhere':
    'Se ele estiver instalado em outro dispositivo, use-o para ler este QR code:',
  'authenticator.appHereInstead':
    'Se o aplicativo estiver instalado neste dispositivo, adicione o gofy a ele por aqui:',
  'authenticator.keyInstead':
    'Ou, no aplicativo, escolha “Inserir chave de configuração” (baseada no horário) e digite:',
  'authenticator.keyLabel': 'Chave de configuração',
  'authenticator.copyKey': 'Copiar a chave de configuração',
  'authenticator.copy': 'Copiar',
  'authenticator.keyCopied': 'Chave de configuração copiada.',
  'authenticator.copyFailed': 'Não foi possível copiar. Selecione o texto e copie manualmente.',
  'recoveryCodes.title': 'Seus códigos de recuperação',
  'recoveryCodes.intro':
    'Se você perder o celular com o aplicativo autenticador, use um código de recuperação para entrar. Cada código só funciona uma vez.',
  'recoveryCodes.onlyNow':
    'Guarde os códigos agora, em um lugar que só você possa ver: esta é a única vez que eles aparecem.',
  'recoveryCodes.listLabel': 'Códigos de recuperação',
  'recoveryCodes.copyAll': 'Copiar todos',
  'recoveryCodes.copied': 'Códigos de recuperação copiados.',
  'recoveryCodes.download': 'Baixar (.txt)',
  'recoveryCodes.downloaded': 'Códigos de recuperação baixados.',
  'recoveryCodes.fileHeading': 'Códigos de recuperação do gofy',
  'recoveryCodes.fileAccount': 'Conta: {email}',
  'recoveryCodes.fileDate': 'Gerados em {date}',
  'recoveryCodes.fileNote': 'Cada código só funciona uma vez.',
  'recoveryCodes.saved': 'Guardei meus códigos de recuperação',
  'recoveryCodes.continue': 'Continuar',
  'recoveryCodes.confirmFirst': 'Guarde seus códigos de recuperação e marque a caixa antes.',
  'codeForm.recoveryField': 'Código de recuperação',
  'codeForm.recoveryHint': '10 letras e números, como k7m2p-x9q4r. Cada um funciona uma vez só.',
  'codeForm.useRecovery': 'Usar um código de recuperação',
  'codeForm.useApp': 'Usar o código do aplicativo',
  'codeForm.required': 'Digite o código.',
  'codeForm.invalid': 'O código tem 6 dígitos.',
  'codeForm.recoveryRequired': 'Digite um código de recuperação.',
  'codeForm.recoveryInvalid': 'O código de recuperação tem 10 letras e números.',
  'codeForm.wrong': 'Código incorreto. Digite o código que o aplicativo mostra agora.',
  'codeForm.wrongRecovery': 'Código de recuperação incorreto ou já usado.',
  'codeForm.attemptsLeft': {
    one: 'Resta {count} tentativa antes de bloquearmos os códigos por um tempo, que aumenta a cada bloqueio.',
    other:
      'Restam {count} tentativas antes de bloquearmos os códigos por um tempo, que aumenta a cada bloqueio.',
  },
  'codeForm.tooManyCodes': 'Muitos códigos incorretos. Tente novamente em {wait}.',
  'codeForm.tooManyAttempts': 'Muitas tentativas nesta conexão. Tente novamente em {wait}.',
  'codeForm.codesBlocked':
    'Muitos códigos incorretos seguidos: os códigos do aplicativo não servem mais para entrar na sua conta. Use um dos seus códigos de recuperação; se não tiver mais nenhum, fale com o suporte.',
  'codeForm.notACode':
    'Isso não é um código: o do aplicativo tem 6 dígitos, e o de recuperação, 10 letras e números.',
  'codeForm.refused': 'Não deu certo. Tente novamente.',
};
