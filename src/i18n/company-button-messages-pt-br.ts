import type { CompanyButtonMessages } from './company-button-messages-en';

export const companyButtonPtBR: CompanyButtonMessages = {
  'companyButton.required': 'Na sua corretora, você entra com a conta {provider}.',
  'companyButton.suggested': 'Na sua corretora, você pode entrar com a conta {provider}',
};
