/**
 * English messages of the main screen's brokerage switcher: the brokerage the session acts
 * for, the others a broker may switch to, and what a switch asks. A catalogue of its own,
 * loaded with the main screen's chunk. The pt-BR catalogue must have exactly these keys.
 */
export const brokerageSwitchEn = {
  'brokerage.active': 'Brokerage: {name}',
  'brokerage.switch': 'Switch brokerage',
  'brokerage.others': 'Your other brokerages',
  'brokerage.cnpj': 'CNPJ {cnpj}',
  'brokerage.role.owner': 'Owner',
  'brokerage.role.broker': 'Broker',
  'brokerage.role.assistant': 'Assistant',
  'brokerage.switching': 'Switching to {name}…',
  'brokerage.switched': 'Switched to {name}. Its applications are below.',
  'brokerage.switchedElsewhere':
    'Your brokerage was changed in another tab or window: now {name}. Its applications are below.',
  'brokerage.offline': 'Switching needs the network. Connect to the internet and try again.',
  'brokerage.codeReason':
    'To switch to {name}, type the code from your authenticator app: this brokerage requires it.',
  'brokerage.companyReason':
    'To switch to {name}, sign in again with your company account: this brokerage requires it.',
  'brokerage.companyAfterwards':
    'Nothing was switched yet: once you sign in again, you come back here at {name}.',
  'brokerage.cancelled': 'Nothing was switched: your brokerage is still {name}.',
  'brokerage.noAccess': 'You have no access to this brokerage.',
  'brokerage.failed': 'The brokerage could not be switched. Try again.',
  'brokerage.last': 'Your brokerage: {name}.',
} as const;
