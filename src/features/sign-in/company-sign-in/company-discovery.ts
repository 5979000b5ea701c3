import { useEffect } from 'react';
import { type CompanyDiscovery, discoverCompanySignIn } from '../../../api/company-sign-in';
import { getCompanyProviders } from '../../../config/company-providers';
import { useClock } from '../../../hooks/use-clock';
import { emailProblem } from '../../../validation/email';
import { type DomainAnswer, domainOf } from './use-company-sign-in';

/** How long typing must pause before the email's domain is looked up. */
export const discoveryPauseMs = 500;

// One answer per domain for the page's lifetime: it is the domain's, whatever the local part.
const answers = new Map<string, CompanyDiscovery>();

/** The SSO's answer for the domain of `email`; none when it gave none. */
async function discoverDomain(email: string): Promise<DomainAnswer | undefined> {
  const domain = domainOf(email);
  const known = answers.get(domain);
  if (known) return { domain, discovery: known };
  const result = await discoverCompanySignIn(email.trim());
  if (!result.ok) return undefined;
  answers.set(domain, result.discovery);
  return { domain, discovery: result.discovery };
}

/**
 * Identifier first: once typing pauses on an email, which provider its domain signs in with,
 * if any, asked of the SSO (`discoverFederation`): an answer about the domain, never about an
 * account, so it tells nothing of who has one. Only where the deployment offers company
 * sign-in. An answer that does not come leaves the password form as it is: the SSO refuses a
 * password where the company requires its provider, and the page then says so.
 */
export function useDiscovery(email: string, found: (answer: DomainAnswer) => void): void {
  const clock = useClock();
  const typed = getCompanyProviders().length > 0 && !emailProblem(email) ? email.trim() : undefined;
  useEffect(() => {
    if (typed === undefined) return;
    let active = true;
    const cancel = clock.setTimer(() => {
      discoverDomain(typed).then((answer) => {
        if (answer && active) found(answer);
      });
    }, discoveryPauseMs);
    return () => {
      active = false;
      cancel();
    };
  }, [typed, clock, found]);
}
