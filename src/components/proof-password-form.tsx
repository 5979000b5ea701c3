import { useRef, useState } from 'react';
import { type ReauthFailure, reauthenticateWithPassword } from '../api/reauthentication';
import type { SignInFailure } from '../api/sso';
import { useSubmission } from '../hooks/use-submission';
import { isRequestFailure } from '../i18n/failure-words';
import { useI18n } from '../i18n/i18n-context';
import type { ProofTranslate } from '../i18n/proof-messages';
import { signInFailureText } from '../words/sign-in-failure-words';
import { CurrentPasswordField } from './current-password-field';
import { FailureAlert } from './failure-alert';
import { SubmissionForm } from './submission-form';
import { SubmitButton } from './submit-button';

/** A password's refusals are a sign-in's; anything else was not the SSO answering a password. */
function asSignInFailure(failure: ReauthFailure): SignInFailure {
  return passwordRefusals.has(failure.kind) || isRequestFailure(failure.kind)
    ? (failure as SignInFailure)
    : { kind: 'malformed' };
}
const passwordRefusals: ReadonlySet<string> = new Set([
  'invalid_credentials',
  'account_locked',
  'password_blocked',
  'too_many_attempts',
  'invalid_request',
]);

type PasswordErrors = { readonly password?: 'validation.password.required' | undefined };

/**
 * The password, typed again to prove it is the broker: sent as a re-authentication within the
 * session, so nothing else changes (no new session, the same cookie). Its refusals are a
 * sign-in's (incorrect, locked, too many attempts) and are worded as on the sign-in page.
 */
export function ProofPasswordForm({
  text,
  email,
  onProven,
  onSessionEnded,
  onCancel,
}: {
  readonly text: ProofTranslate;
  /** The account's email, for the password manager: shown, never asked. */
  readonly email: string;
  readonly onProven: () => void;
  readonly onSessionEnded: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const submission = useSubmission({
    validate: (typed: string): PasswordErrors => ({
      password: typed ? undefined : 'validation.password.required',
    }),
    send: (typed: string) => reauthenticateWithPassword(typed),
    onFieldErrors: () => field.current?.focus(),
    onSuccess: onProven,
    onFailure: (failure) => {
      if (failure.kind === 'unauthenticated') onSessionEnded();
      if (failure.kind === 'invalid_credentials') {
        setPassword('');
        field.current?.focus();
      }
    },
  });
  const problem = submission.fieldErrors.password;
  return (
    <>
      <FailureAlert<ReauthFailure>
        submission={submission}
        message={(failure, wait) =>
          failure.kind === 'unauthenticated'
            ? undefined
            : signInFailureText(asSignInFailure(failure), wait, t)
        }
      />
      <SubmissionForm submission={submission} input={password}>
        {/* For password managers: which account the password is for. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <CurrentPasswordField
          value={password}
          inputRef={field}
          error={problem ? t(problem) : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            if (problem) submission.setFieldErrors({});
          }}
        />
        <div className="security-actions">
          <SubmitButton
            label={text('proof.confirm')}
            sendingLabel={text('proof.confirm')}
            submission={submission}
          />
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {text('proof.cancel')}
          </button>
        </div>
      </SubmissionForm>
    </>
  );
}
