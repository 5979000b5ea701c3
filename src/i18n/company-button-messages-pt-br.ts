import type { CompanyButtonMessages } from './company-button-messages-en';

export const companyButtonPtBR: CompanyButtonMessages = {
  'companyButton.required': 'Sua corretora entra com a conta {provider}.',
  'companyButton.suggested': 'Sua corretora pode entrar com a conta {provider}',
};
