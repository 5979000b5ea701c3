import type { CompanyProvider } from './company-sign-in';

/**
 * The company providers the sign-in page offers, as the build checked them (company-sign-in.js),
 * put in the page by rsbuild.config.ts's `define`: the same list in the prerendered page and
 * after hydration. Empty when the deployment offers none; then the page asks the SSO nothing
 * about company accounts.
 */
declare const __COMPANY_SIGN_IN__: readonly CompanyProvider[];

export function getCompanyProviders(): readonly CompanyProvider[] {
  return __COMPANY_SIGN_IN__;
}
