import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type CompanyAccountsFailure,
  type LinkedCompanyAccount,
  listCompanyAccounts,
  unlinkCompanyAccount,
} from '../../api/company-accounts';
import { useCompanyMessages } from '../../i18n/company-messages';
import { isRequestFailure, requestFailureMessage } from '../../i18n/failure-words';
import { useI18n } from '../../i18n/i18n-context';
import { useSecurityMessages } from '../../i18n/security-messages';
import { companyUnlinkFailureMessage } from '../../words/company-failure-words';
import { companyProviderName } from '../../words/company-provider-name';
import { CompanyAccountItem } from './company-account-item';
import { SectionNotes } from './section-notes';
import { asksForProof, useProofCheck } from './use-proof-check';
import { useSectionChanges } from './use-section-changes';
import type { SectionProps } from './use-security-section';

/**
 * "Company accounts": the Microsoft or Google accounts of the broker's brokerage linked to this
 * account (each links with its first company sign-in, on the sign-in page), each unlinked after
 * a question. Never the last way in: the SSO says which cannot be (`removable`), and refuses
 * them (409 `last_way_in`). Unlinking changes how the account signs in, so past five minutes
 * the password is asked again first, as for a passkey.
 */
export function CompanyAccountsSection({ signedIn, onSessionEnded }: SectionProps) {
  const { locale, t: tPortal } = useI18n();
  const text = useSecurityMessages();
  const t = useCompanyMessages();
  const { online, note, setNote, disabled, change } = useSectionChanges();
  const [accounts, setAccounts] = useState<readonly LinkedCompanyAccount[]>();
  const title = useRef<HTMLHeadingElement>(null);
  const proof = useProofCheck({
    email: signedIn.user.email,
    onSessionEnded,
    focusTitle: () => title.current?.focus(),
  });
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);

  const failureText = useCallback(
    (failure: CompanyAccountsFailure) =>
      isRequestFailure(failure.kind)
        ? tPortal(requestFailureMessage(failure.kind))
        : t(companyUnlinkFailureMessage(failure)),
    [t, tPortal],
  );

  const load = useCallback(async () => {
    const result = await listCompanyAccounts();
    if (result.ok) setAccounts(result.accounts);
    else if (result.failure.kind === 'unauthenticated') onSessionEnded();
    else setNote({ tone: 'error', text: failureText(result.failure) });
  }, [onSessionEnded, setNote, failureText]);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const unlink = (account: LinkedCompanyAccount): Promise<void> =>
    change(
      () => unlinkCompanyAccount(account.provider),
      (result) => {
        const gone = result.ok || result.failure.kind === 'not_found';
        if (gone) {
          setAccounts((list) => list?.filter((other) => other.provider !== account.provider));
          const provider = companyProviderName(account.provider);
          setNote({
            tone: 'info',
            text: result.ok
              ? t('companyAccounts.unlinked', { provider })
              : t('companyAccounts.gone'),
          });
          // Its button is gone: the keyboard goes back to the section's heading.
          title.current?.focus();
        } else if (result.failure.kind === 'unauthenticated') {
          onSessionEnded();
        } else if (asksForProof(result.failure)) {
          proof.prove(() => unlink(account), { refusal: result.failure });
        } else {
          setNote({ tone: 'error', text: failureText(result.failure) });
          // The SSO's own view of which may go, should it differ from the list's.
          if (result.failure.kind === 'last_way_in') load();
        }
      },
    );

  return (
    <section className="security-section" aria-labelledby="company-accounts-title">
      <h2 id="company-accounts-title" ref={title} tabIndex={-1}>
        {t('companyAccounts.title')}
      </h2>
      <p className="lead">{t('companyAccounts.intro')}</p>
      <SectionNotes note={note} offline={online ? undefined : t('companyAccounts.offline')} />
      {proof.view}
      <div hidden={proof.checking}>
        {accounts === undefined ? (
          online && <p role="status">{t('companyAccounts.loading')}</p>
        ) : accounts.length === 0 ? (
          <p>{t('companyAccounts.none')}</p>
        ) : (
          <ul className="device-list">
            {accounts.map((account) => (
              <CompanyAccountItem
                key={account.provider}
                account={account}
                t={t}
                text={text}
                formatDate={(date) => dates.format(date)}
                disabled={disabled}
                onUnlink={() => unlink(account)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
