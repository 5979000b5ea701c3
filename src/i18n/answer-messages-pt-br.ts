import type { answerEn } from './answer-messages-en';
import type { TranslationOf } from './catalogue';

export const answerPtBR: TranslationOf<typeof answerEn> = {
  'error.invalidCredentials':
    'E-mail ou senha incorretos. Confira e tente novamente, ou redefina sua senha.',
  'error.accountLocked':
    'Esta conta foi bloqueada temporariamente após muitas tentativas sem sucesso. Tente novamente em {wait}.',
  'error.attemptsLeft':
    'Este e-mail está perto do limite de tentativas: mais {count} sem sucesso e ele será bloqueado temporariamente.',
  'error.accountLockedNoWait':
    'Esta conta foi bloqueada temporariamente após muitas tentativas sem sucesso. Tente novamente mais tarde.',
  'error.passwordBlocked':
    'Muitas senhas incorretas seguidas: a senha não abre mais esta conta. Crie uma nova ou entre com uma chave de acesso.',
  'error.codesLocked':
    'Sua senha está certa, mas, depois de muitos códigos incorretos, os códigos ficaram bloqueados por um tempo. Entre novamente em {wait}, com um código do aplicativo autenticador ou um dos seus códigos de recuperação.',
  'error.codesLockedNoWait':
    'Sua senha está certa, mas, depois de muitos códigos incorretos, os códigos ficaram bloqueados por um tempo. Entre novamente mais tarde, com um código do aplicativo autenticador ou um dos seus códigos de recuperação.',
  'error.tooManyAttempts': 'Muitas tentativas de entrar. Tente novamente em {wait}.',
  'error.unavailableFor':
    'O servidor está indisponível no momento. Você poderá tentar novamente em {wait}.',
  'error.invalidRequest':
    'O servidor não aceitou esta solicitação. Confira os campos e tente novamente.',
  'error.cookiesBlocked':
    'Seu navegador não guardou o cookie da sessão, então ela não pôde continuar. Permita cookies para este site nas configurações do navegador e entre novamente.',
  'signIn.codeNeeded': 'Digite o código do seu aplicativo autenticador.',
  'signIn.resetInstead': 'Redefinir sua senha',
  'signIn.codesLockedHelp':
    'Se não foi você quem digitou esses códigos, ou se precisar de ajuda, {support}.',
  'signIn.contactSupport': 'fale com o suporte',
  'signIn.companyRequired': 'Sua corretora entra só com a conta da empresa.',
};
