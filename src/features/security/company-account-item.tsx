import { useLayoutEffect, useRef, useState } from 'react';
import type { LinkedCompanyAccount } from '../../api/company-accounts';
import type { CompanyTranslate } from '../../i18n/company-messages';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { companyProviderName } from '../../words/company-provider-name';
import { ConfirmQuestion } from './confirm-question';

export interface CompanyAccountItemProps {
  readonly account: LinkedCompanyAccount;
  readonly t: CompanyTranslate;
  readonly text: SecurityTranslate;
  readonly formatDate: (date: Date) => string;
  /** A change is on its way, or the browser is offline: nothing else may start. */
  readonly disabled: boolean;
  readonly onUnlink: () => void;
}

/**
 * One linked company account: its provider, its email and since when; unlinked after a
 * question, unless it is the account's last way in, which it says instead.
 */
export function CompanyAccountItem({
  account,
  t,
  text,
  formatDate,
  disabled,
  onUnlink,
}: CompanyAccountItemProps) {
  const [asking, setAsking] = useState(false);
  const unlinkButton = useRef<HTMLButtonElement>(null);
  const keepIt = useRef<HTMLButtonElement>(null);
  // The question takes the keyboard to Cancel as it opens; put away, "Unlink" has it back,
  // once on screen and enabled again (an unlinking on its way holds it), unless the user has
  // put the keyboard somewhere meanwhile.
  const focusNext = useRef<'cancel' | 'unlink'>(undefined);
  useLayoutEffect(() => {
    const button = focusNext.current === 'cancel' ? keepIt.current : unlinkButton.current;
    if (!focusNext.current || !button) return;
    const focused = document.activeElement;
    if (focusNext.current === 'unlink' && focused && focused !== document.body) {
      focusNext.current = undefined;
    } else if (!button.disabled) {
      focusNext.current = undefined;
      button.focus();
    }
  });
  const ask = (yes: boolean) => {
    focusNext.current = yes ? 'cancel' : 'unlink';
    setAsking(yes);
  };
  const values = { provider: companyProviderName(account.provider), email: account.email };

  return (
    <li className="device-item">
      <p className="device-name">
        {values.provider} · {account.email}
      </p>
      <p className="device-times">
        {t('companyAccounts.linkedOn', { date: formatDate(account.linkedAt) })}
      </p>
      {!account.removable && <p>{t('companyAccounts.lastWayIn')}</p>}
      {account.removable && asking && (
        <ConfirmQuestion
          question={t('companyAccounts.question', values)}
          confirm={t('companyAccounts.unlink')}
          cancel={text('security.cancel')}
          disabled={disabled}
          cancelRef={keepIt}
          onConfirm={() => {
            // Back on "Unlink" if it stays (a refusal, no connection); gone, the section's
            // heading takes the keyboard instead.
            ask(false);
            onUnlink();
          }}
          onCancel={() => ask(false)}
        />
      )}
      {account.removable && !asking && (
        <button
          ref={unlinkButton}
          type="button"
          className="button button-secondary"
          disabled={disabled}
          aria-label={t('companyAccounts.unlinkLabel', values)}
          onClick={() => ask(true)}
        >
          {t('companyAccounts.unlink')}
        </button>
      )}
    </li>
  );
}
