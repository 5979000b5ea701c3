import type { Messages } from './messages-en';

export const ptBR: Messages = {
  'app.tagline': 'Plataforma de corretagem',
  'app.environment': 'Ambiente: {environment}',
  'app.skipToContent': 'Pular para o conteúdo',

  'locale.label': 'Idioma',
  'locale.unavailable':
    'Não foi possível mudar o idioma agora. Verifique sua conexão e tente novamente.',

  'title.signIn': 'Entrar',
  'title.signOut': 'Sair',
  'title.notFound': 'Página não encontrada',

  'action.signIn': 'Entrar',
  'action.signingIn': 'Entrando…',
  'action.signInWithPasskey': 'Entrar com chave de acesso',
  'action.loading': 'Carregando…',
  'action.signOut': 'Sair',
  'action.signInAgain': 'Entrar novamente',
  'action.showPassword': 'Mostrar senha',
  'action.showShort': 'Mostrar',
  'action.hideShort': 'Ocultar',
  'action.hidePassword': 'Ocultar senha',
  'action.tryAgain': 'Tentar novamente',
  'action.goHome': 'Ir para a página inicial',

  'field.email': 'E-mail',
  'field.password': 'Senha',
  'field.rememberMe': 'Manter a sessão aberta neste dispositivo',
  'field.rememberMe.hint': 'Deixe desmarcado em computadores compartilhados ou públicos.',
  'field.capsLock': 'O Caps Lock está ativado.',

  'validation.email.required': 'Informe seu e-mail.',
  'validation.email.invalid': 'Informe um e-mail como nome@exemplo.com.br.',
  'validation.email.tooLong':
    'Um e-mail tem no máximo 254 caracteres. Confira se só o seu e-mail foi colado.',
  'validation.email.hiddenCharacter':
    'Este e-mail tem um caractere invisível, como uma tabulação ou uma marca de direção do texto, geralmente colado por engano. Digite-o novamente.',
  'validation.password.required': 'Informe sua senha.',
  'validation.password.tooLong':
    'Uma senha tem no máximo 128 caracteres. Confira se só a sua senha foi colada.',
  'validation.password.hiddenCharacter':
    'Esta senha tem um caractere de controle invisível, como uma tabulação ou uma quebra de linha, geralmente colado por engano. Digite-a em vez de colar.',
  'validation.summary': 'Confira os campos destacados.',

  'error.offline': 'Você está sem conexão. Verifique e tente novamente.',
  'error.timeout':
    'O servidor demorou demais para responder. Verifique sua conexão e tente novamente.',
  'error.unavailable':
    'O servidor está indisponível no momento. Tente novamente em alguns minutos.',
  'error.malformed':
    'O servidor enviou uma resposta que o gofy não conseguiu ler. Tente novamente; se o problema continuar, fale com o suporte.',
  'error.forbidden':
    'Esta solicitação foi bloqueada para proteger sua conta. Recarregue a página e tente novamente.',

  'signIn.title': 'Entrar no gofy',
  'signIn.offline': 'Você está sem conexão. Para entrar, conecte-se à internet e tente novamente.',
  'signIn.intro': 'Use sua conta de corretor.',
  'signIn.sessionEnded':
    'Por segurança, sua sessão foi encerrada. Entre novamente para continuar de onde parou.',
  'signIn.continuing': 'Você já entrou. Redirecionando…',
  'signIn.needsScript':
    'Para entrar é preciso ativar o JavaScript no navegador e recarregar a página.',
  'signIn.resubmit': 'A página ainda estava carregando e nada foi enviado. Entre novamente.',
  'signIn.forgotPassword': 'Esqueceu sua senha?',
  'returnHint.pipeline': 'Entre para continuar no Funil de vendas',
  'returnHint.insured': 'Entre para continuar no Portal do segurado',
  'returnHint.multiquote': 'Entre para continuar no Multicálculo',
  'returnHint.automation': 'Entre para continuar na Automação',
  'returnHint.schedule': 'Entre para continuar na Agenda',
  'returnHint.notifications': 'Entre para continuar nas Notificações',
  'returnHint.education': 'Entre para continuar na Educação',
  'returnHint.otherApp': 'Entre para continuar no aplicativo de onde você veio',
  'signIn.noAccount': 'Ainda não usa o gofy?',
  'signIn.askForAccount': 'Solicitar acesso',
  'companyButton.continueWith': 'Continuar com {provider}',
  'companyButton.or': 'Ou use a conta da empresa',
  'signIn.passwordChanged':
    'Sua senha foi alterada e você saiu de todos os dispositivos. Entre com a nova senha.',

  'link.newTab': '(abre em nova aba)',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'O endereço pode estar errado, ou a página pode ter mudado de lugar.',

  'crash.title': 'Algo deu errado',
  'crash.body': 'Recarregue a página para tentar novamente.',
  'crash.missingCode.title': 'Não foi possível carregar esta página',
  'crash.missingCode.body':
    'Parte do gofy não carregou. Verifique sua conexão e recarregue a página.',
  'crash.reload': 'Recarregar',
};
