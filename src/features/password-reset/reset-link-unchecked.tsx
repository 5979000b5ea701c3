import type { Ref } from 'react';
import type { AccountFailure } from '../../api/sso-account';
import { LiveMessage } from '../../components/live-message';
import { TryAgainButton } from '../../components/try-again-button';
import { useAccountMessages } from '../../i18n/account-messages';
import { formatWait } from '../../i18n/failure-words';
import { useI18n } from '../../i18n/i18n-context';
import { accountFailureWords } from '../../words/account-failure-words';

/** The service could not say whether the link works (down, offline): the user asks again. */
export function ResetLinkUnchecked({
  failure,
  onTryAgain,
  tryAgainRef,
}: {
  readonly failure: AccountFailure;
  readonly onTryAgain: () => void;
  readonly tryAgainRef: Ref<HTMLButtonElement>;
}) {
  const t = useAccountMessages();
  const { locale } = useI18n();
  const wait = formatWait(failure.kind === 'too_many_attempts' ? failure.wait : 0, locale);
  return (
    <section className="card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <LiveMessage tone="error">
        {`${t('reset.checkFailed')} ${accountFailureWords(t)(failure, wait)}`}
      </LiveMessage>
      <TryAgainButton buttonRef={tryAgainRef} onClick={onTryAgain} />
    </section>
  );
}
