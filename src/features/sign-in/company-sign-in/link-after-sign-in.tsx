import type { ReactNode } from 'react';
import {
  type CompanySignInFailure,
  linkCompanyAccount,
  pendingCompanyAccount,
} from '../../../api/company-sign-in';
import { ArrivalHeading } from '../../../components/arrival-heading';
import { useCompanyMessages } from '../../../i18n/company-messages';
import { useI18n } from '../../../i18n/i18n-context';
import { companyLinkFailureMessage } from '../../../words/company-failure-words';
import { companyProviderName } from '../../../words/company-provider-name';

/** What linking the waiting company account after a sign-in came to. */
export type LinkOutcome =
  | { readonly kind: 'linked'; readonly provider: string; readonly email: string }
  | {
      readonly kind: 'not-linked';
      readonly provider: string;
      readonly email: string;
      readonly failure: CompanySignInFailure;
    }
  /** No company account waits in this browser to be linked: nothing to say. */
  | { readonly kind: 'none' };

/**
 * Links the company account that waits in this browser (`federation=link`) to the account
 * just signed in. What waits is asked of the SSO again rather than kept by the page since the
 * sign-in started: it lives in the SSO's HttpOnly cookie, across the code step and a reload.
 */
export async function linkWaitingAccount(): Promise<LinkOutcome> {
  const waiting = await pendingCompanyAccount();
  if (!waiting.ok) {
    if (waiting.failure.kind === 'not_found') return { kind: 'none' };
    return { kind: 'not-linked', provider: '', email: '', failure: waiting.failure };
  }
  const { kind, provider, email } = waiting.pending;
  if (kind !== 'link') return { kind: 'none' };
  const linked = await linkCompanyAccount();
  return linked.ok
    ? { kind: 'linked', provider, email: linked.account.email }
    : { kind: 'not-linked', provider, email, failure: linked.failure };
}

/**
 * In place of the sign-in page once signed in: the company account was linked (or why not),
 * said before going on, since the broker asked for it by signing in with it.
 */
export function LinkOutcomeStep({
  outcome,
  onContinue,
}: {
  readonly outcome: Exclude<LinkOutcome, { kind: 'none' }>;
  readonly onContinue: () => void;
}) {
  const t = useCompanyMessages();
  const values = { provider: companyProviderName(outcome.provider), email: outcome.email };
  let text: string;
  if (outcome.kind === 'linked') text = t('companyLink.linked', values);
  else if (!outcome.provider) text = t('companyLink.failedPlain');
  else text = t(companyLinkFailureMessage(outcome.failure), values);
  return (
    <section className="card" aria-labelledby="company-link-title">
      <ArrivalHeading id="company-link-title">
        {t(outcome.kind === 'linked' ? 'companyLink.linkedTitle' : 'companyLink.notLinkedTitle')}
      </ArrivalHeading>
      <p>{text}</p>
      <button type="button" className="button button-primary" onClick={onContinue}>
        {t('companyLink.continue')}
      </button>
    </section>
  );
}

/** While the company account is being linked, in place of the page. */
function Linking() {
  const { t } = useI18n();
  return (
    <section className="card" aria-busy="true">
      <p role="status">{t('action.loading')}</p>
    </section>
  );
}

/**
 * Links the waiting company account, showing the page's step meanwhile and then how it went,
 * and leaves (`leave`) when nothing waited, or once the broker has read it. Signed in already
 * on arrival (`automatic`), an account the SSO finds waiting is linked all the same when that
 * sign-in is recent, and the broker is told either way.
 */
export async function linkThenLeave(
  automatic: boolean,
  leave: (automatic: boolean) => unknown,
  show: (step: ReactNode) => void,
): Promise<void> {
  show(<Linking />);
  const outcome = await linkWaitingAccount();
  if (outcome.kind === 'none') {
    show(undefined);
    leave(automatic);
    return;
  }
  show(<LinkOutcomeStep outcome={outcome} onContinue={() => leave(false)} />);
}
