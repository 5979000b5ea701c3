import { useEffect, useState } from 'react';
import { type CompanyDiscovery, discoverCompanySignIn } from '../../../api/company-sign-in';
import { useClock } from '../../../hooks/use-clock';
import { validateEmail } from '../../../validation/email';

/** How long typing must pause before the email's domain is looked up. */
export const discoveryPauseMs = 500;

/** The part of an email discovery is about: everything after its last `@`, in lower case. */
const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

// The SSO's answer for each domain asked about, while the page is open: it is the domain's,
// whatever the local part, so each domain is asked once.
const answers = new Map<string, CompanyDiscovery>();

/**
 * Identifier first: once typing pauses on an email, which provider its domain signs in with,
 * if any, asked of the SSO (`discoverFederation`): an answer about the domain, never about an
 * account, so it tells nothing of who has one. An answer that does not come leaves the password
 * form as it is: the SSO refuses a password where the company requires its provider, and the
 * page then says so. `onRequired` hears the provider the email's domain requires, if any.
 */
export function useDiscovery(
  email: string,
  onRequired: (provider: string | undefined) => void,
): CompanyDiscovery | undefined {
  const clock = useClock();
  const [, answered] = useState(0);
  const typed = validateEmail(email) ? undefined : email.trim();
  useEffect(() => {
    if (typed === undefined || answers.has(domainOf(typed))) return;
    let active = true;
    const cancel = clock.setTimer(async () => {
      const result = await discoverCompanySignIn(typed);
      if (!result.ok) return;
      answers.set(domainOf(typed), result.discovery);
      if (active) answered((count) => count + 1);
    }, discoveryPauseMs);
    return () => {
      active = false;
      cancel();
    };
  }, [typed, clock]);
  const answer = answers.get(domainOf(email));
  const required = answer?.required ? (answer.provider ?? undefined) : undefined;
  useEffect(() => onRequired(required), [required, onRequired]);
  return answer;
}
