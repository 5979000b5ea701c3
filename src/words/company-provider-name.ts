import { getCompanyProviders } from '../config/company-providers';
import type { CompanyProvider } from '../config/company-sign-in';

/**
 * A company provider the SSO names (an id, such as `google`), as the page shows it: by the name
 * on its button, the same in every language. One the deployment does not offer is named by its
 * id. For the parts that speak of a company account; the sign-in page's first script has none.
 */
export function companyProvider(id: string): CompanyProvider | undefined {
  return getCompanyProviders().find((provider) => provider.id === id);
}

export function companyProviderName(id: string): string {
  return companyProvider(id)?.name ?? id;
}
