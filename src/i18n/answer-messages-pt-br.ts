import type { answerEn } from './answer-messages-en';
import type { TranslationOf } from './catalogue';

export const answerPtBR: TranslationOf<typeof answerEn> = {
  'error.invalidCredentials':
    'E-mail ou senha incorretos. Confira e tente novamente, ou redefina sua senha.',
  'error.accountLocked': 'Muitas senhas incorretas: esta conta está bloqueada por {wait}.',
  'error.attemptsLeft':
    'Restam {count} tentativas antes de bloquearmos esta conta por um tempo, que aumenta a cada bloqueio.',
  'error.lastAttempt':
    'Resta 1 tentativa antes de bloquearmos esta conta por um tempo, que aumenta a cada bloqueio.',
  'error.accountLockedNoWait':
    'Muitas senhas incorretas: esta conta está bloqueada. Tente novamente mais tarde.',
  'error.passwordBlocked':
    'Muitas senhas incorretas seguidas: a senha desta conta foi bloqueada. Crie uma nova ou entre com uma chave de acesso.',
  'error.codesLocked':
    'Sua senha está certa, mas, depois de muitos códigos incorretos, os códigos estão bloqueados por {wait}. Entre novamente depois disso, com um código do aplicativo autenticador ou um dos seus códigos de recuperação.',
  'error.codesLockedNoWait':
    'Sua senha está certa, mas, depois de muitos códigos incorretos, os códigos estão bloqueados. Entre novamente mais tarde, com um código do aplicativo autenticador ou um dos seus códigos de recuperação.',
  'error.tooManyAttempts': 'Muitas tentativas de acesso. Tente novamente em {wait}.',
  'error.unavailableFor':
    'O servidor está indisponível no momento. Você poderá tentar novamente em {wait}.',
  'error.invalidRequest':
    'O servidor não aceitou esta solicitação. Confira os campos e tente novamente.',
  'error.cookiesBlocked':
    'Seu navegador não guardou o cookie da sessão. Permita cookies para este site nas configurações do navegador e entre novamente.',
  'signIn.codeNeeded': 'Digite o código do seu aplicativo autenticador.',
  'signIn.resetInstead': 'Redefinir sua senha',
  'signIn.codesLockedHelp':
    'Se não foi você quem digitou esses códigos, ou se precisar de ajuda, {support}.',
  'signIn.contactSupport': 'fale com o suporte',
  'signIn.companyRequired': 'Na sua corretora, você entra só com a conta da empresa.',
};
