import type { ReactNode } from 'react';
import {
  type CompanySignInFailure,
  forgetPendingCompanyAccount,
  linkCompanyAccount,
  type PendingCompanyAccount,
  pendingCompanyAccount,
} from '../../../api/company-sign-in';
import { ArrivalHeading } from '../../../components/arrival-heading';
import { useCompanyMessages } from '../../../i18n/company-messages';
import { useI18n } from '../../../i18n/i18n-context';
import { companyLinkFailureMessage } from '../../../words/company-failure-words';
import { companyProviderName } from '../../../words/company-provider-name';
import { LinkCodeStep } from './link-code-step';
import { LinkQuestion } from './link-question';

/** What linking the waiting company account after a sign-in came to. */
export type LinkOutcome =
  | { readonly kind: 'linked'; readonly provider: string; readonly email: string }
  | {
      readonly kind: 'not-linked';
      readonly provider: string;
      readonly email: string;
      readonly failure: CompanySignInFailure;
    };

/** Links the company account that waits; `confirmed` when the broker said so on this page. */
async function linkWaiting(
  waiting: PendingCompanyAccount,
  confirmed: boolean,
): Promise<LinkOutcome> {
  const { provider, email } = waiting;
  const linked = await linkCompanyAccount(confirmed);
  return linked.ok
    ? { kind: 'linked', provider, email: linked.account.email }
    : { kind: 'not-linked', provider, email, failure: linked.failure };
}

/**
 * In place of the sign-in page once signed in: the company account was linked (or why not),
 * said before going on, since the broker asked for it.
 */
export function LinkOutcomeStep({
  outcome,
  onContinue,
}: {
  readonly outcome: LinkOutcome;
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
 * Links the company account that waits in this browser (`federation=link`) to the account
 * signed in, showing the page's step meanwhile and then how it went, and leaves (`leave`) when
 * nothing waited, or once the broker has read it. What waits is asked of the SSO again rather
 * than kept by the page since the sign-in started: it lives in the SSO's HttpOnly cookie,
 * across the code step and a reload.
 *
 * Who asked for the link decides how it goes. A broker who signed in on this page
 * (`automatic` false) read which account the sign-in would link, so that sign-in is their
 * answer. A broker signed in already on arrival (`automatic`) asked for it only if its company
 * sign-in started on the portal's page; one another site started is a question first.
 */
export async function linkThenLeave(
  automatic: boolean,
  leave: (automatic: boolean) => unknown,
  show: (step: ReactNode) => void,
): Promise<void> {
  show(<Linking />);
  const found = await pendingCompanyAccount();
  if (!found.ok && found.failure.kind !== 'not_found') {
    const outcome = {
      kind: 'not-linked',
      provider: '',
      email: '',
      failure: found.failure,
    } as const;
    show(<LinkOutcomeStep outcome={outcome} onContinue={() => leave(false)} />);
    return;
  }
  if (!found.ok || found.pending.kind !== 'link') {
    show(undefined);
    leave(automatic);
    return;
  }
  const waiting = found.pending;
  const notNow = async () => {
    show(<Linking />);
    // Forgotten before going on: a page left for another application may never hear back. A
    // failure leaves it to run out in its ten minutes, linked meanwhile only on an answer.
    await forgetPendingCompanyAccount();
    show(undefined);
    leave(false);
  };
  const linkThenSay = async (confirmed: boolean) => {
    show(<Linking />);
    const outcome = await linkWaiting(waiting, confirmed);
    // Signed in with the password alone on a trusted device: the SSO wants the portal's code
    // before this link, which the broker gives here.
    if (outcome.kind === 'not-linked' && outcome.failure.kind === 'recent_second_factor_required') {
      show(
        <LinkCodeStep
          waiting={waiting}
          onConfirmed={() => linkThenSay(confirmed)}
          onNotNow={notNow}
        />,
      );
      return;
    }
    show(<LinkOutcomeStep outcome={outcome} onContinue={() => leave(false)} />);
  };
  if (!automatic || waiting.startedOnPortal) {
    await linkThenSay(!automatic);
    return;
  }
  show(<LinkQuestion waiting={waiting} onLink={() => linkThenSay(true)} onNotNow={notNow} />);
}
