import type { CompanyButtonMessages } from './company-button-messages-en';

export const companyButtonPtBR: CompanyButtonMessages = {
  'companyButton.continueWith': 'Continuar com {provider}',
  'companyButton.required': 'Sua corretora entra com a conta {provider}.',
  'companyButton.or': 'Ou use a conta da empresa',
  'companyButton.suggested': 'Sua corretora pode entrar com a conta {provider}',
};
