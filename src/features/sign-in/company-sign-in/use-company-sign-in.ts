import { useState } from 'react';
import type { CompanyDiscovery } from '../../../api/company-sign-in';
import {
  type CompanyProvider,
  type CompanyProviderKind,
  companyProvider,
  getCompanyProviders,
} from '../../../config/company-providers';

/** A provider the SSO named; one the page does not offer gets a plain button with its id. */
export type NamedProvider = Omit<CompanyProvider, 'kind'> & {
  readonly kind: CompanyProviderKind | undefined;
};

/** What the SSO said of an email's domain (everything after its last `@`, in lower case). */
export interface DomainAnswer {
  readonly domain: string;
  readonly discovery: CompanyDiscovery;
}

export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/**
 * What the sign-in page offers of company sign-in for the email typed: the providers, and what
 * the SSO said of the email's domain: the provider its brokerage requires (`required`, in place
 * of the password), or suggests. Identifier first: the buttons' code, once here, asks the SSO
 * about each email's domain as it is typed (company-discovery.ts) and hands the answer to
 * `found`; so does a password the SSO refused for the domain's provider (`federation_required`,
 * decided by the domain alone).
 */
export function useCompanySignIn(email: string) {
  const [answer, found] = useState<DomainAnswer>();
  const discovery = answer?.domain === domainOf(email) ? answer.discovery : undefined;
  return {
    offered: getCompanyProviders(),
    email,
    found,
    discovery,
    /** The id of the provider the email's brokerage requires, if it does. */
    required: (discovery?.required && discovery.provider) || undefined,
  };
}

export type CompanySignIn = ReturnType<typeof useCompanySignIn>;

/** A provider the SSO named; one the page does not offer gets a plain button with its id. */
export function namedProvider(id: string): NamedProvider {
  return companyProvider(id) ?? { id, kind: undefined, name: id };
}
