import type { CodeStepMessages } from './code-step-messages-en';

export const codeStepPtBR: CodeStepMessages = {
  'title.signInCode': 'Verificação em duas etapas',
  'code.title': 'Verificação em duas etapas',
  'code.intro':
    'Digite o código de 6 dígitos que o seu aplicativo autenticador mostra para o gofy.',
  'code.recoveryIntro':
    'Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas.',
  'code.checking': 'Conferindo seus dados para entrar…',
  'code.account': 'Entrando como {email}',
  'action.signInWithAnotherAccount': 'Entrar com outra conta',
  'action.endingSignIn': 'Encerrando esta tentativa de acesso…',
  'code.anotherAccountOffline':
    'Você está sem conexão. Para entrar com outra conta, conecte-se à internet e tente novamente.',
  'code.field': 'Código',
  'code.hint': '6 dígitos, como 123 456.',
  'code.trustDevice': 'Não pedir novamente neste dispositivo por 30 dias',
  'code.trustDevice.hint': 'Apenas em um dispositivo que só você usa.',
  'code.submit': 'Verificar',
  'code.submitting': 'Verificando…',
  'code.startOver': 'Entrar novamente',
  'code.blockedIntro':
    'Depois de muitos códigos incorretos seguidos, os códigos do aplicativo não servem mais para entrar na sua conta. Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas.',
  'code.blockedNoRecovery':
    'Depois de muitos códigos incorretos seguidos, os códigos do aplicativo não servem mais para entrar na sua conta, e não sobrou nenhum código de recuperação. Fale com o suporte para voltar a entrar.',
  'code.expired': 'O tempo para digitar o código acabou. Entre novamente.',
  'code.missing':
    'Esta tentativa de acesso começou em outro navegador ou janela, ou já terminou. Entre novamente por aqui.',
  'code.locked':
    'Muitos códigos incorretos: esta tentativa de acesso foi encerrada, e os códigos estão bloqueados por {wait}. Entre novamente depois disso, com um código do aplicativo autenticador ou um dos seus códigos de recuperação.',
  'code.recoveryUsed': 'Você entrou com um código de recuperação.',
  'code.recoveryLeft': 'Códigos de recuperação restantes: {count}.',
  'code.recoveryFew':
    'Gere novos códigos de recuperação o quanto antes e, se perdeu o celular, configure o aplicativo novamente.',
  'code.newCodes': 'Gerar novos códigos de recuperação',
  'code.continue': 'Continuar',
  'enrol.title': 'Ative a verificação em duas etapas',
  'enrol.intro':
    'A sua empresa pede um código de um aplicativo autenticador sempre que você entra. Adicione o gofy ao aplicativo no seu celular.',
  'enrol.codeIntro': 'Depois, digite o código de 6 dígitos que o aplicativo mostra para o gofy.',
  'enrol.loading': 'Preparando a configuração…',
  'enrol.done':
    'A verificação em duas etapas está ativada. A partir de agora, o gofy vai pedir um código do aplicativo sempre que você entrar.',
};
