import type { ActivityEventWords } from './activity-event-words-en';

export const activityEventWordsPtBR: ActivityEventWords = {
  'activity.signedIn': 'Você entrou',
  'activity.refused': 'Tentativa de acesso recusada',
  'activity.locked': 'Tentativa de acesso recusada: a conta estava bloqueada',
  'activity.password_changed': 'Senha alterada',
  'activity.password_reset': 'Senha redefinida com um link enviado por e-mail',
  'activity.second_factor_on': 'Verificação em duas etapas ativada',
  'activity.second_factor_off': 'Verificação em duas etapas desativada',
  'activity.recovery_codes_new': 'Novos códigos de recuperação gerados',
  'activity.passkey_added': 'Chave de acesso criada',
  'activity.passkey_removed': 'Chave de acesso removida',
  'activity.company_account_linked': 'Conta da empresa {provider} vinculada',
  'activity.company_account_unlinked': 'Conta da empresa {provider} desvinculada',
  'activity.sessions_ended': 'Sessões em outros dispositivos encerradas',
  'activity.reported_not_me': 'Aviso: “Não fui eu”',
  'activity.other': 'Outra alteração',
};
