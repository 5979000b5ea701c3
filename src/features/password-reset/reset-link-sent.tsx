import type { AccountFailure } from '../../api/sso-account';
import { ArrivalHeading } from '../../components/arrival-heading';
import { FailureAlert } from '../../components/failure-alert';
import { LiveMessage } from '../../components/live-message';
import { SubmitButton } from '../../components/submit-button';
import { wholeWords } from '../../components/whole-words';
import type { Submission } from '../../hooks/use-submission';
import { useAccountMessages } from '../../i18n/account-messages';
import { accountFailureWords } from '../../words/account-failure-words';
import { BackToSignInLink } from './back-to-sign-in-link';
import type { EmailErrors, ResetLinkRequest } from './reset-link-request';

export interface SentLink {
  readonly email: string;
  readonly linkLifetimeSeconds?: number | undefined;
  readonly again: boolean;
}

/**
 * "Check your email", after a reset link was asked for. It reads the same whether or not the
 * email has an account, because the service's answer does (docs/openapi.yaml).
 */
export function ResetLinkSent({
  sent,
  submission,
  onUseAnotherEmail,
}: {
  readonly sent: SentLink;
  readonly submission: Submission<ResetLinkRequest, AccountFailure, EmailErrors>;
  readonly onUseAnotherEmail: () => void;
}) {
  const t = useAccountMessages();
  const minutes = sent.linkLifetimeSeconds ? Math.round(sent.linkLifetimeSeconds / 60) : 0;

  return (
    <section className="card" aria-labelledby="forgot-sent-title">
      <ArrivalHeading id="forgot-sent-title">{wholeWords(t('forgot.sent.title'))}</ArrivalHeading>
      <p>
        {wholeWords(
          minutes > 0
            ? t('forgot.sent.body', { email: sent.email, minutes })
            : t('forgot.sent.bodyNoLifetime', { email: sent.email }),
        )}
      </p>
      <p className="lead">{wholeWords(t('forgot.sent.help'))}</p>
      <FailureAlert submission={submission} message={accountFailureWords(t)} />
      <LiveMessage tone="info">
        {sent.again && !submission.failure ? t('forgot.sentAgain') : undefined}
      </LiveMessage>
      <div className="card-actions">
        <SubmitButton
          label={t('action.sendAgain')}
          sendingLabel={t('action.sendingLink')}
          submission={submission}
          secondary
          onClick={() => void submission.submit({ email: sent.email, again: true })}
        />
        <button type="button" className="button button-secondary" onClick={onUseAnotherEmail}>
          {wholeWords(t('action.useAnotherEmail'))}
        </button>
      </div>
      <BackToSignInLink />
    </section>
  );
}
