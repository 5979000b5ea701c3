import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  type AccountFailure,
  type FieldProblem,
  requestPasswordReset,
} from '../../api/sso-account';
import { accountFailureText } from '../../components/account-failure-message';
import { EmailField } from '../../components/email-field';
import { LiveMessage } from '../../components/live-message';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useRetryWait } from '../../hooks/use-retry-wait';
import { useAccountMessages } from '../../i18n/account-messages';
import type { AccountMessageKey } from '../../i18n/account-messages-en';
import { useI18n } from '../../i18n/i18n-context';
import { validateEmail } from '../../validation/email';

interface Sent {
  readonly email: string;
  readonly linkLifetimeSeconds?: number | undefined;
  readonly again: boolean;
}

function emailProblem(fields: readonly FieldProblem[]): AccountMessageKey | undefined {
  const problem = fields.find((field) => field.field === 'email');
  if (!problem) return undefined;
  return problem.code === 'required' ? 'validation.email.required' : 'validation.email.invalid';
}

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
  const [emailError, setEmailError] = useState<AccountMessageKey>();
  const [failure, setFailure] = useState<AccountFailure>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>();

  // A ref, not state: two submits in the same frame must not both send.
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  // Once the wait is over, the message about it no longer applies.
  const wait = useRetryWait(() =>
    setFailure((current) => (current?.kind === 'too_many_attempts' ? undefined : current)),
  );
  const { waiting } = wait;

  // The screen changed under a keyboard or screen-reader user: start them at its heading.
  useEffect(() => {
    if (sent && !sent.again) sentHeadingRef.current?.focus();
  }, [sent]);

  const send = async (address: string, again: boolean) => {
    if (inFlight.current || waiting) return;
    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    const result = await requestPasswordReset({ email: address, locale });
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      setSent({ email: address, linkLifetimeSeconds: result.linkLifetimeSeconds, again });
      return;
    }
    setFailure(result.failure);
    if (result.failure.kind === 'too_many_attempts') {
      wait.startWait(result.failure.wait);
    }
    if (result.failure.kind === 'invalid_request') {
      const problem = emailProblem(result.failure.fields);
      if (problem) {
        setSent(undefined);
        setEmailError(problem);
        emailRef.current?.focus();
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setEmailError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    void send(email.trim(), false);
  };

  const failureText = accountFailureText(failure, t, wait);

  if (sent) {
    const minutes = sent.linkLifetimeSeconds ? Math.round(sent.linkLifetimeSeconds / 60) : 0;
    return (
      <section className="card" aria-labelledby="forgot-sent-title">
        <h1 id="forgot-sent-title" ref={sentHeadingRef} tabIndex={-1}>
          {t('forgot.sent.title')}
        </h1>
        <p>
          {minutes > 0
            ? t('forgot.sent.body', { email: sent.email, minutes })
            : t('forgot.sent.bodyNoLifetime', { email: sent.email })}
        </p>
        <p className="lead">{t('forgot.sent.help')}</p>
        <LiveMessage tone="error">{failureText}</LiveMessage>
        <LiveMessage tone="info">
          {sent.again && !failure ? t('forgot.sentAgain') : undefined}
        </LiveMessage>
        <div className="card-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={sending || waiting || !online}
            onClick={() => void send(sent.email, true)}
          >
            {sending ? t('action.sendingLink') : t('action.sendAgain')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setSent(undefined);
              setFailure(undefined);
              // After the form is back on screen.
              requestAnimationFrame(() => emailRef.current?.focus());
            }}
          >
            {t('action.useAnotherEmail')}
          </button>
        </div>
        <p className="form-links">
          <Link href={paths.login.getHref()}>{t('action.backToSignIn')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p className="lead">{t('forgot.intro')}</p>
      <LiveMessage tone="error">{failureText}</LiveMessage>
      <LiveMessage tone="info">{!online ? t('error.offline') : undefined}</LiveMessage>
      <form noValidate onSubmit={submit} aria-busy={sending}>
        <EmailField
          label={t('field.email')}
          value={email}
          inputRef={emailRef}
          error={emailError ? t(emailError) : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(undefined);
          }}
          onBlur={() => {
            if (email) setEmailError(validateEmail(email));
          }}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={sending || waiting || !online}
        >
          {sending ? t('action.sendingLink') : t('action.sendLink')}
        </button>
      </form>
      <p className="form-links">
        <Link href={paths.login.getHref()}>{t('action.backToSignIn')}</Link>
      </p>
    </section>
  );
}
