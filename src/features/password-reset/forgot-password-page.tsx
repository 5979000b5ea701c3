import { useRef, useState } from 'react';
import { EmailField } from '../../components/email-field';
import { FormCard } from '../../components/form-card';
import { SubmissionForm } from '../../components/submission-form';
import { SubmitButton } from '../../components/submit-button';
import { useCarriedEmail } from '../../hooks/use-carried-email';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useSubmission } from '../../hooks/use-submission';
import { useAccountMessages } from '../../i18n/account-messages';
import { useI18n } from '../../i18n/i18n-context';
import { validateEmail } from '../../validation/email';
import { accountFailureWords } from '../../words/account-failure-words';
import { BackToSignInLink } from './back-to-sign-in-link';
import {
  type EmailErrors,
  emailErrorsFrom,
  type ResetLinkRequest,
  sendResetLink,
} from './reset-link-request';
import { ResetLinkSent, type SentLink } from './reset-link-sent';

/**
 * "Forgot your password?": asks for a reset link. What it shows next is the same whether or
 * not the email has an account, because the service's answer is (docs/openapi.yaml).
 */
export function ForgotPasswordPage() {
  const { locale } = useI18n();
  const t = useAccountMessages();
  useDocumentTitle(t('title.forgotPassword'));
  const online = useOnline();

  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<SentLink>();
  const emailRef = useRef<HTMLInputElement>(null);
  // The email typed on the sign-in page, so the broker does not type it twice.
  useCarriedEmail(emailRef, setEmail);

  const submission = useSubmission({
    validate: (request: ResetLinkRequest): EmailErrors => ({ email: validateEmail(request.email) }),
    send: (request: ResetLinkRequest) => sendResetLink(request, locale),
    fieldErrorsOf: (failure) =>
      failure.kind === 'invalid_request' ? emailErrorsFrom(failure.fields) : undefined,
    onFieldErrors: () => {
      setSent(undefined);
      emailRef.current?.focus();
    },
    onSuccess: ({ linkLifetimeSeconds }, request) =>
      setSent({ email: request.email.trim(), linkLifetimeSeconds, again: request.again }),
  });
  const { fieldErrors, setFieldErrors } = submission;

  if (sent) {
    return (
      <ResetLinkSent
        sent={sent}
        submission={submission}
        onUseAnotherEmail={() => {
          setSent(undefined);
          submission.dismissFailure();
          // After the form is back on screen.
          requestAnimationFrame(() => emailRef.current?.focus());
        }}
      />
    );
  }

  return (
    <FormCard
      titleId="forgot-title"
      title={t('forgot.title')}
      lead={t('forgot.intro')}
      submission={submission}
      message={accountFailureWords(t)}
      notice={!online ? t('error.offline') : undefined}
    >
      <SubmissionForm submission={submission} input={{ email, again: false }}>
        <EmailField
          label={t('field.email')}
          value={email}
          inputRef={emailRef}
          error={fieldErrors.email ? t(fieldErrors.email) : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldErrors.email) setFieldErrors({});
          }}
          onBlur={() => {
            if (email) setFieldErrors({ email: validateEmail(email) });
          }}
        />
        <SubmitButton
          label={t('action.sendLink')}
          sendingLabel={t('action.sendingLink')}
          submission={submission}
        />
      </SubmissionForm>
      <BackToSignInLink />
    </FormCard>
  );
}
