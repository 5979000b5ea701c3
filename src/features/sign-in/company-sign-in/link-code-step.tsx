import type { PendingCompanyAccount } from '../../../api/company-sign-in';
import { confirmSecondFactor } from '../../../api/second-factor-account';
import { ArrivalHeading } from '../../../components/arrival-heading';
import { CodeForm } from '../../../components/code-form';
import { useCodeStepMessages } from '../../../i18n/code-step-messages';
import { useCompanyMessages } from '../../../i18n/company-messages';
import { companyProviderName } from '../../../words/company-provider-name';

/**
 * In place of the sign-in page when the SSO links a company account only after the portal's
 * own second factor (`recent_second_factor_required`): a broker on a device they trust signed
 * in with the password alone, and a company account whose provider vouches for its own second
 * factor would then skip the portal's for good. The code is asked here, then the link is made
 * as it was asked; "Not now" links nothing. Without this step the page said the account could
 * not be linked, and the same sign-in met the same refusal every time.
 */
export function LinkCodeStep({
  waiting,
  onConfirmed,
  onNotNow,
}: {
  readonly waiting: PendingCompanyAccount;
  readonly onConfirmed: () => void;
  readonly onNotNow: () => void;
}) {
  const t = useCompanyMessages();
  const code = useCodeStepMessages();
  const values = { provider: companyProviderName(waiting.provider), email: waiting.email };
  return (
    <section className="card" aria-labelledby="company-link-code">
      <ArrivalHeading id="company-link-code">{t('companyLink.codeTitle')}</ArrivalHeading>
      <p>{t('companyLink.codeBody', values)}</p>
      <CodeForm
        methods={['totp', 'recovery_code']}
        codeLabel={code('code.field')}
        codeHint={code('code.hint')}
        submitLabel={t('companyLink.link')}
        sendingLabel={t('companyLink.link')}
        send={(proof) => confirmSecondFactor(proof)}
        onSuccess={onConfirmed}
        cancel={{ label: t('companyLink.notNow'), onCancel: onNotNow }}
      />
    </section>
  );
}
