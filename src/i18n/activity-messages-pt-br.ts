import { activityEventWordsPtBR } from './activity-event-words-pt-br';
import type { ActivityMessages } from './activity-messages-en';

/** Mensagens da página de atividade recente (`/security/activity`), em português do Brasil. */
export const activityPtBR: ActivityMessages = {
  // What each event was, in the words of every page that lists one.
  ...activityEventWordsPtBR,
  'title.activity': 'Atividade recente',
  'activity.intro':
    'Quando você entrou na sua conta e o que mudou na forma de entrar, nos últimos 30 dias. Se algo não foi você, avise: as sessões em todos os outros dispositivos são encerradas e você escolhe uma nova senha.',
  'activity.loading': 'Carregando sua atividade recente…',
  'activity.offline': 'Para ver sua atividade recente, conecte-se à internet.',
  'activity.failed': 'Não foi possível carregar sua atividade recente.',
  'activity.empty': 'Nada aconteceu na sua conta nos últimos 30 dias.',
  'action.backToSecurity': 'Voltar para Segurança da conta',
  'activity.method.password': 'Com a senha',
  'activity.method.password_and_code': 'Com a senha e um código',
  'activity.method.passkey': 'Com uma chave de acesso',
  'activity.method.passkey_and_code': 'Com uma chave de acesso e um código',
  'activity.method.company': 'Com a conta da empresa {provider}',
  'activity.method.company_and_code': 'Com a conta da empresa {provider} e um código',
  'activity.unknownDevice': 'Dispositivo desconhecido',
  'activity.address': 'Endereço IP {address}',
  'activity.thisDevice': 'Este dispositivo',
  'activity.reported': 'Você avisou que não foi você.',
  'activity.notMe': 'Não fui eu',
  'activity.notMeLabel': 'Não fui eu: {event}, {time}',
  'activity.confirm':
    'As sessões em todos os outros dispositivos serão encerradas, e vamos pedir uma nova senha. Continuar?',
  'action.secureAccount': 'Proteger minha conta',
  'action.cancel': 'Cancelar',
  'activity.securing': 'Protegendo…',
  'activity.done': {
    one: 'Pronto: {count} outra sessão encerrada.',
    other: 'Pronto: {count} outras sessões encerradas.',
  },
  'activity.doneNoOthers': 'Pronto: nenhuma outra sessão estava aberta.',
  'activity.reportFailed': 'Não foi possível enviar seu aviso. Tente novamente.',
  'activity.reportOffline': 'Para enviar seu aviso, conecte-se à internet.',
  'activity.gone': 'Este evento não está mais na sua conta.',
  'activity.newPassword.title': 'Escolha uma nova senha',
  'activity.newPassword.body':
    'Quem entrou pode saber sua senha. Para alterar a senha agora, digite a atual e escolha uma nova.',
};
