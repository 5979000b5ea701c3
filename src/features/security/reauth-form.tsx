import { useEffect, useRef, useState } from 'react';
import { completeSecondFactor } from '../../api/second-factor-sign-in';
import { type SignInFailure, signIn } from '../../api/sso';
import { CurrentPasswordField } from '../../components/current-password-field';
import { FailureAlert, type FailureAlertProps } from '../../components/failure-alert';
import { SubmissionForm } from '../../components/submission-form';
import { SubmitButton } from '../../components/submit-button';
import { useSubmission } from '../../hooks/use-submission';
import { useI18n } from '../../i18n/i18n-context';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { signInFailureText } from '../../words/sign-in-failure-words';
import { SecurityCodeForm } from './security-code-form';

type PasswordErrors = { readonly password?: 'validation.password.required' | undefined };

/** A failed password, or the code's sign-in run out: said in the one alert of the form. */
type Shown = SignInFailure | { readonly kind: 'code_gone' };

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
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const [codeGone, setCodeGone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // Read first, so the broker hears why the password is asked for before the field.
  useEffect(() => heading.current?.focus(), []);

  const submission = useSubmission({
    validate: (typed: string): PasswordErrors => ({
      password: typed ? undefined : 'validation.password.required',
    }),
    send: (typed: string) => {
      setCodeGone(false);
      return signIn({ email, password: typed, rememberMe: remembered });
    },
    onFieldErrors: () => passwordField.current?.focus(),
    onSuccess: onConfirmed,
    onFailure: (failure) => {
      setPassword('');
      if (failure.kind === 'second_factor') {
        setCodeStep(true);
        heading.current?.focus();
      }
    },
  });
  const shown: FailureAlertProps<Shown>['submission'] = codeGone
    ? { failure: { kind: 'code_gone' }, wait: undefined }
    : submission;
  const problem = submission.fieldErrors.password;

  return (
    <section className="card reauth" aria-labelledby="reauth-title">
      <h2 id="reauth-title" ref={heading} tabIndex={-1}>
        {text('security.reauth.title')}
      </h2>
      <p>{codeStep ? text('security.reauth.codeBody') : (body ?? text('security.reauth.body'))}</p>
      {codeStep ? (
        <SecurityCodeForm
          text={text}
          submitLabel={text('security.reauth.confirm')}
          allowRecoveryCode
          send={(proof) => completeSecondFactor(proof, false)}
          onConfirmed={onConfirmed}
          onFailure={(failure) => {
            if (failure.kind !== 'gone') return;
            // The sign-in ran out (five minutes) or was locked: the password starts again.
            setCodeStep(false);
            setCodeGone(true);
            heading.current?.focus();
          }}
          onCancel={onCancel}
        />
      ) : (
        <>
          <FailureAlert<Shown>
            submission={shown}
            message={(failure, wait) => {
              if (failure.kind === 'code_gone') return text('security.reauth.codeGone');
              return failure.kind === 'second_factor'
                ? undefined
                : signInFailureText(failure, wait, t);
            }}
          />
          <SubmissionForm submission={submission} input={password}>
            <CurrentPasswordField
              value={password}
              inputRef={passwordField}
              error={problem ? t(problem) : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                if (problem) submission.setFieldErrors({});
              }}
            />
            <div className="security-actions">
              <SubmitButton
                label={text('security.reauth.confirm')}
                sendingLabel={text('security.reauth.confirm')}
                submission={submission}
              />
              <button type="button" className="button button-secondary" onClick={onCancel}>
                {text('security.cancel')}
              </button>
            </div>
          </SubmissionForm>
        </>
      )}
    </section>
  );
}
