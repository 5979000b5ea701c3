import type { BrokerageChoiceMessages } from './brokerage-choice-messages-en';

export const brokerageChoicePtBR: BrokerageChoiceMessages = {
  'choice.title': 'Escolha a corretora',
  'choice.intro':
    'Você trabalha para mais de uma corretora. Escolha aquela para a qual vai trabalhar agora.',
  'choice.checking': 'Carregando suas corretoras…',
  'choice.failed': 'Não foi possível carregar suas corretoras.',
  'choice.listLabel': 'Suas corretoras',
  'choice.cnpj': 'CNPJ {cnpj}',
  'choice.role.owner': 'Titular',
  'choice.role.broker': 'Corretor(a)',
  'choice.role.assistant': 'Assistente',
  'choice.lastUsed': 'Usada por último em {date}',
  'choice.neverUsed': 'Ainda não usada',
  'choice.choosing': 'Abrindo {name}…',
  'choice.search.label': 'Buscar por nome ou CNPJ',
  'choice.search.count': { one: '1 corretora', other: '{count} corretoras' },
  'choice.search.none': 'Nenhuma corretora corresponde a “{query}”.',
  'choice.noAccess': 'Você não tem acesso a esta corretora',
  'choice.noAccess.yours': 'Suas corretoras estão abaixo.',
  'choice.proof.code':
    '{name} pede o código do seu aplicativo autenticador antes que você trabalhe para ela.',
  'choice.proof.company':
    '{name} pede que você entre com a conta da empresa antes de trabalhar para ela.',
  'choice.proof.cancelled': 'Você não escolheu {name}. Escolha uma corretora.',
  'choice.offline': 'Para escolher uma corretora, é preciso estar na rede. Conecte-se e escolha.',
  'choice.failedChoice': 'Não foi possível abrir {name}. Tente novamente.',
};
