import type { TranslationOf } from './catalogue';

/**
 * English messages of "Choose a brokerage", the page a broker of several brokerages sees after
 * signing in. Loaded with the page, not with every sign-in. The pt-BR catalogue must have
 * exactly these keys (the compiler checks).
 */
export const brokerageChoiceEn = {
  'choice.title': 'Choose a brokerage',
  'choice.intro': 'You work for more than one brokerage. Choose the one to work for now.',
  'choice.checking': 'Loading your brokerages…',
  'choice.failed': 'We could not load your brokerages.',
  'choice.listLabel': 'Your brokerages',
  'choice.cnpj': 'CNPJ {cnpj}',
  'choice.role.owner': 'Owner',
  'choice.role.broker': 'Broker',
  'choice.role.assistant': 'Assistant',
  'choice.lastUsed': 'Last used {date}',
  'choice.neverUsed': 'Not used yet',
  'choice.choosing': 'Opening {name}…',
  'choice.search.label': 'Search by name or CNPJ',
  'choice.search.count': { one: '1 brokerage', other: '{count} brokerages' },
  'choice.search.none': 'No brokerage matches “{query}”.',
  'choice.noAccess': 'You have no access to this brokerage',
  'choice.noAccess.yours': 'Your brokerages are below.',
  'choice.proof.code':
    '{name} asks for the code from your authenticator app before you work for it.',
  'choice.proof.company':
    '{name} asks you to sign in with your company account before you work for it.',
  'choice.proof.cancelled': 'You did not choose {name}. Choose a brokerage.',
  'choice.offline': 'Choosing a brokerage needs the network. Connect, then choose.',
  'choice.failedChoice': 'We could not open {name}. Try again.',
} as const;

export type BrokerageChoiceMessages = TranslationOf<typeof brokerageChoiceEn>;
