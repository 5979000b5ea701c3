import type { CompanyLinks } from './company-links';

/**
 * The company's links as the build checked them (company-links.js), put in the page by
 * rsbuild.config.ts's `define`. Fixed at build time, so nothing here checks them again; read
 * only by parts of pages loaded after the sign-in form, so its first script carries none.
 */
declare const __COMPANY_LINKS__: CompanyLinks;

export function getCompanyLinks(): CompanyLinks {
  return __COMPANY_LINKS__;
}
