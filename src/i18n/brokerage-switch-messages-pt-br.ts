import type { brokerageSwitchEn } from './brokerage-switch-messages-en';
import type { TranslationOf } from './catalogue';

/** Mensagens da troca de corretora na tela principal, em português do Brasil. */
export const brokerageSwitchPtBR: TranslationOf<typeof brokerageSwitchEn> = {
  'brokerage.active': 'Corretora: {name}',
  'brokerage.switch': 'Mudar de corretora',
  'brokerage.others': 'Suas outras corretoras',
  'brokerage.cnpj': 'CNPJ {cnpj}',
  'brokerage.role.owner': 'Titular',
  'brokerage.role.broker': 'Corretor(a)',
  'brokerage.role.assistant': 'Assistente',
  'brokerage.switching': 'Mudando para {name}…',
  'brokerage.switched': 'Corretora atual: {name}. Os aplicativos dela estão abaixo.',
  'brokerage.switchedElsewhere':
    'Sua corretora mudou em outra aba ou janela: agora é {name}. Os aplicativos dela estão abaixo.',
  'brokerage.offline':
    'Para mudar de corretora, é preciso ter conexão com a internet. Conecte-se e tente novamente.',
  'brokerage.codeReason':
    'Para mudar para {name}, digite o código do aplicativo autenticador: esta corretora exige o código.',
  'brokerage.companyReason':
    'Para mudar para {name}, entre novamente com a conta da empresa: esta corretora exige isso.',
  'brokerage.companyAfterwards':
    'Nada mudou ainda: depois que você entrar novamente, volta para cá já na {name}.',
  'brokerage.cancelled': 'Nada mudou: sua corretora continua sendo {name}.',
  'brokerage.noAccess': 'Você não tem acesso a esta corretora.',
  'brokerage.failed': 'Não foi possível mudar de corretora. Tente novamente.',
  'brokerage.last': 'Sua corretora: {name}.',
};
