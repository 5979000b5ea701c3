import type { LauncherMessages } from './launcher-messages-en';
import { suiteAppNamesPtBR } from './suite-app-names-pt-br';

export const launcherPtBR: LauncherMessages = {
  'launcher.greeting': 'Olá, {name}',
  'launcher.greetingNoName': 'Olá',
  'launcher.intro': 'Escolha um aplicativo para abrir.',
  'launcher.appsHeading': 'Seus aplicativos',
  'launcher.checking': 'Carregando seus aplicativos…',
  'launcher.error': 'Não conseguimos verificar sua sessão.',
  'launcher.noApps.title': 'Nenhum aplicativo ainda',
  'launcher.noApps.body':
    'Sua conta ainda não tem acesso a nenhum aplicativo do gofy. Solicite acesso ao administrador da sua corretora.',
  'launcher.search.label': 'Buscar aplicativos',
  'launcher.search.count': { one: '1 aplicativo', other: '{count} aplicativos' },
  'launcher.search.none': 'Nenhum aplicativo corresponde a “{query}”.',
  'launcher.security': 'Segurança da conta',
  'passkeyOffer.title': 'Entre mais rápido da próxima vez',
  'passkeyOffer.body':
    'Crie uma chave de acesso para entrar neste dispositivo com sua digital, seu rosto ou o bloqueio de tela, sem digitar senha.',
  'passkeyOffer.add': 'Criar chave de acesso',
  'passkeyOffer.adding': 'Criando…',
  'passkeyOffer.notNow': 'Agora não',
  'passkeyOffer.added': 'Chave de acesso criada. Da próxima vez, entre com ela.',
  'passkeyOffer.alreadyOnDevice': 'Este dispositivo já tem uma chave de acesso da sua conta.',
  'passkeyOffer.failed':
    'Não foi possível criar a chave de acesso. Você pode criar uma depois, em Segurança da conta.',
  'passkeyOffer.needsCode':
    'Sua conta pede um código do aplicativo autenticador antes de criar uma chave de acesso. Crie a sua em Segurança da conta, que pede o código antes.',
  'launcher.unread': { one: '1 não lida', other: '{count} não lidas' },

  ...suiteAppNamesPtBR,
  'suiteApp.pipeline.description': 'Acompanhe oportunidades do primeiro contato à apólice.',
  'suiteApp.insured.description': 'Apólices, sinistros e documentos dos seus segurados.',
  'suiteApp.multiquote.description': 'Compare cotações de várias seguradoras de uma vez.',
  'suiteApp.automation.description': 'Acompanhamentos, renovações e lembretes automáticos.',
  'suiteApp.schedule.description': 'Reuniões, visitas e tarefas com seus clientes.',
  'suiteApp.notifications.description': 'Avisos das seguradoras, dos clientes e do gofy.',
  'suiteApp.education.description': 'Cursos e treinamentos para corretores.',

  'launcher.offline': 'Você está sem conexão. Os aplicativos abrem quando a conexão voltar.',
  'installOffer.title': 'Use o gofy como aplicativo',
  'installOffer.body':
    'Instale neste dispositivo para abrir o gofy direto da tela inicial, em uma janela só dele.',
  'installOffer.install': 'Instalar',
  'installOffer.notNow': 'Agora não',
  'help.button': 'Ajuda',
  'help.resumeTour': 'Continuar o tour de onde parou',
  'help.welcomeTour': 'Ver o tour de boas-vindas desde o início',
  'help.cardTour': 'Ver como usar os cartões de aplicativo',
  'help.support': 'Falar com o suporte',

  // The main screen's title, and the warning it alone gives before the session ends.
  'title.home': 'Início',
  'action.staySignedIn': 'Manter a sessão aberta',
  'action.stayingSignedIn': 'Mantendo sua sessão aberta…',
  'session.expiring.title': 'Sua sessão vai terminar em breve.',
  'session.expiring.body': 'Para sua segurança, ela será encerrada às {time}.',
  'session.expiring.final':
    'Ela não pode mais ser prorrogada: por segurança, será encerrada às {time}. É só entrar novamente para voltar a esta página.',
  'session.expiring.failed':
    'Não conseguimos manter sua sessão aberta. Verifique sua conexão e tente novamente.',
};
