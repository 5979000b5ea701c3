import { useEffect, useRef, useState } from 'react';
import { signIn } from '../../api/sso';
import { LiveMessage } from '../../components/live-message';
import { PasswordField } from '../../components/password-field';
import { signInFailureMessage } from '../../components/sign-in-failure-message';
import { useI18n } from '../../i18n/i18n-context';
import type { SecurityTranslate } from '../../i18n/security-messages';

/**
 * "Confirm it is you": the password again, for a change to how the account signs in after
 * the session's sign-in has grown old. A new sign-in, so the session starts afresh, remembered
 * on this browser as the one it replaces was.
 */
export function ReauthForm({
  email,
  remembered,
  text,
  onConfirmed,
  onCancel,
}: {
  readonly email: string;
  readonly remembered: boolean;
  readonly text: SecurityTranslate;
  readonly onConfirmed: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // Read first, so the broker hears why the password is asked for before the field.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card reauth" aria-labelledby="reauth-title">
      <h2 id="reauth-title" ref={heading} tabIndex={-1}>
        {text('security.reauth.title')}
      </h2>
      <p>{text('security.reauth.body')}</p>
      <LiveMessage tone="error">{problem}</LiveMessage>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!password || sending) return;
          setSending(true);
          const result = await signIn({ email, password, rememberMe: remembered });
          setSending(false);
          if (result.ok) {
            onConfirmed();
            return;
          }
          setPassword('');
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
    </section>
  );
}
