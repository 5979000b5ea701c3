import { useEffect, useRef, useState } from 'react';
import { completeSecondFactor } from '../../api/second-factor-sign-in';
import { signIn } from '../../api/sso';
import { LiveMessage } from '../../components/live-message';
import { PasswordField } from '../../components/password-field';
import { signInFailureMessage } from '../../components/sign-in-failure-message';
import { useI18n } from '../../i18n/i18n-context';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { codeFailureText } from './code-failure-text';
import { CodeForm } from './code-form';

/**
 * "Confirm it is you": the password again, for a change to how the account signs in after
 * the session's sign-in has grown old. A new sign-in, so the session starts afresh, remembered
 * on this browser as the one it replaces was. An account with an authenticator is asked its
 * code too (the login answers 202): the sign-in waits in an HttpOnly cookie the browser sends
 * with the code, and the code finishes it here, on this page.
 */
export function ReauthForm({
  email,
  remembered,
  text,
  body,
  onConfirmed,
  onCancel,
}: {
  readonly email: string;
  readonly remembered: boolean;
  readonly text: SecurityTranslate;
  /** Why the password is asked for; the passkeys' reason unless given. */
  readonly body?: string;
  readonly onConfirmed: () => void;
  readonly onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [codeStep, setCodeStep] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Read first, so the broker hears why the password is asked for before the field.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card reauth" aria-labelledby="reauth-title">
      <h2 id="reauth-title" ref={heading} tabIndex={-1}>
        {text('security.reauth.title')}
      </h2>
      <p>{codeStep ? text('security.reauth.codeBody') : (body ?? text('security.reauth.body'))}</p>
      <LiveMessage tone="error">{problem}</LiveMessage>
      {codeStep ? (
        <CodeForm
          text={text}
          submitLabel={text('security.reauth.confirm')}
          allowRecoveryCode
          onCancel={onCancel}
          onSubmit={async (proof) => {
            const result = await completeSecondFactor(proof, false);
            if (result.ok) {
              onConfirmed();
              return undefined;
            }
            if (result.failure.kind === 'gone') {
              // The sign-in ran out (five minutes) or was locked: the password starts again.
              setCodeStep(false);
              setProblem(text('security.reauth.codeGone'));
              heading.current?.focus();
              return undefined;
            }
            return codeFailureText(result.failure, text, t, locale);
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (!password || sending) return;
            setSending(true);
            const result = await signIn({ email, password, rememberMe: remembered });
            setSending(false);
            setPassword('');
            if (result.ok) {
              onConfirmed();
              return;
            }
            if (result.failure.kind === 'second_factor') {
              setProblem(undefined);
              setCodeStep(true);
              heading.current?.focus();
              return;
            }
            setProblem(t(signInFailureMessage(result.failure), { wait: '' }));
          }}
        >
          <PasswordField
            label={t('field.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="security-actions">
            <button type="submit" className="button button-primary" disabled={sending}>
              {text('security.reauth.confirm')}
            </button>
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {text('security.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
