import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type CodeFailure,
  type CodeResult,
  completeSecondFactor,
  type PendingGone,
  type PendingSignIn,
} from '../../../api/second-factor-sign-in';
import { CheckboxField } from '../../../components/checkbox-field';
import { FailureAlert } from '../../../components/failure-alert';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useSubmission } from '../../../hooks/use-submission';
import type { CodeStepTranslate } from '../../../i18n/code-step-messages';
import {
  isRequestFailure,
  requestFailureMessage,
  withAttemptsLeft,
} from '../../../i18n/failure-words';
import { type CodeKind, codeProblem } from './code-input';

type Success = Extract<CodeResult, { ok: true }>;

interface CodeInput {
  readonly kind: CodeKind;
  readonly typed: string;
  readonly trustDevice: boolean;
}

type CodeErrors = { readonly code?: 'required' | 'invalid' | undefined };

function failureText(
  failure: CodeFailure,
  kind: CodeKind,
  wait: string,
  t: CodeStepTranslate,
): string {
  switch (failure.kind) {
    case 'invalid_code':
      return withAttemptsLeft(
        t(kind === 'totp' ? 'code.wrong' : 'code.wrongRecovery'),
        failure.attemptsLeft,
        (count) => t('code.attemptsLeft', { count }),
      );
    case 'too_many_codes':
      return t('code.tooManyCodes', { wait });
    case 'codes_blocked':
      return t('code.codesBlocked');
    case 'too_many_attempts':
      return t('code.tooManyAttempts', { wait });
    case 'gone':
      return t(failure.reason === 'expired' ? 'code.expired' : 'code.missing');
    case 'invalid_request':
      return t('error.invalidRequest');
    case 'cookies_blocked':
      return t('error.cookiesBlocked');
    default:
      // The words every page uses for what any request can meet.
      return t(
        isRequestFailure(failure.kind) ? requestFailureMessage(failure.kind) : 'error.malformed',
      );
  }
}

/**
 * The code, or a recovery code instead, and "don't ask again on this device". A wrong code is
 * cleared for retyping (codes change every 30 seconds); a typing mistake stays to be fixed.
 * After 100 wrong codes in a row the SSO takes recovery codes only: the form then asks for
 * one, or, with none left, says to contact support.
 */
export function CodeForm({
  pending,
  intro,
  focusOnArrival = true,
  text: t,
  onSending,
  onSignedIn,
  onGone,
}: {
  readonly pending: PendingSignIn;
  /** What to say above the field instead of asking for the app's code. */
  readonly intro?: string;
  /** Focus the field at once; not below a set-up the broker reads first. */
  readonly focusOnArrival?: boolean;
  readonly text: CodeStepTranslate;
  readonly onSending: () => void;
  readonly onSignedIn: (success: Success, kind: CodeKind) => void;
  readonly onGone: (reason: PendingGone) => void;
}) {
  const appOffered = pending.methods.includes('totp');
  const recoveryOffered = pending.methods.includes('recovery_code');
  const [kind, setKind] = useState<CodeKind>(appOffered ? 'totp' : 'recovery_code');
  // Codes from the app refused, on arrival or by the answer to one of them.
  const [appRefused, setAppRefused] = useState(!appOffered);
  const [typed, setTyped] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // Straight to the field: the broker arrives here to type one thing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only.
  useEffect(() => {
    if (focusOnArrival) field.current?.focus();
  }, []);

  const submission = useSubmission({
    validate: (input: CodeInput): CodeErrors => ({ code: codeProblem(input.kind, input.typed) }),
    send: (input: CodeInput) => {
      onSending();
      const proof = input.kind === 'totp' ? { code: input.typed } : { recoveryCode: input.typed };
      return completeSecondFactor(proof, input.trustDevice);
    },
    onFieldErrors: () => field.current?.focus(),
    onSuccess: (success, input) => onSignedIn(success, input.kind),
    onFailure: (failure) => {
      if (failure.kind === 'gone') onGone(failure.reason);
      if (failure.kind === 'invalid_code') {
        setTyped('');
        field.current?.focus();
      }
      if (failure.kind === 'codes_blocked') {
        // The alert says why; the field becomes the recovery code's, rendered before it is
        // given the keyboard.
        flushSync(() => {
          setAppRefused(true);
          setKind('recovery_code');
          setTyped('');
        });
        field.current?.focus();
      }
    },
  });
  const { fieldErrors, setFieldErrors } = submission;

  const switchKind = () => {
    // The field is a new one for the other kind of code (its key): rendered first, so that the
    // keyboard goes to it and not to the one on its way out.
    flushSync(() => {
      setKind(kind === 'totp' ? 'recovery_code' : 'totp');
      setTyped('');
      setFieldErrors({});
      submission.dismissFailure();
    });
    field.current?.focus();
  };

  const problem = fieldErrors.code;
  const errorKey =
    kind === 'totp'
      ? problem && (problem === 'required' ? 'code.required' : 'code.invalid')
      : problem && (problem === 'required' ? 'code.recoveryRequired' : 'code.recoveryInvalid');

  if (!appOffered && !recoveryOffered) {
    return <p className="lead">{t('code.blockedNoRecovery')}</p>;
  }

  const introKey = appOffered
    ? kind === 'totp'
      ? 'code.intro'
      : 'code.recoveryIntro'
    : 'code.blockedIntro';
  return (
    <>
      <p className="lead">{intro ?? t(introKey)}</p>
      <FailureAlert
        submission={submission}
        message={(failure, wait) => failureText(failure, kind, wait, t)}
      />
      <form
        noValidate
        onSubmit={submission.handleSubmit({ kind, typed, trustDevice })}
        aria-busy={submission.sending}
      >
        <TextField
          // The key makes a new input when the kind changes, so autofill of one-time codes
          // applies to the app's code only.
          key={kind}
          label={t(kind === 'totp' ? 'code.field' : 'code.recoveryField')}
          hint={t(kind === 'totp' ? 'code.hint' : 'code.recoveryHint')}
          name={kind === 'totp' ? 'code' : 'recoveryCode'}
          autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          inputRef={field}
          error={errorKey ? t(errorKey) : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            if (problem) setFieldErrors({});
          }}
        />
        {/* Skipping the code is offered only where the broker asked to stay signed in: a
            device kept signed in is one they call theirs, never a shared office computer. */}
        {pending.rememberMe ? (
          <CheckboxField
            label={t('code.trustDevice')}
            hint={t('code.trustDevice.hint')}
            name="trustDevice"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
        ) : null}
        <SubmitButton
          label={t('code.submit')}
          sendingLabel={t('code.submitting')}
          submission={submission}
        />
      </form>
      {recoveryOffered && !appRefused ? (
        <p className="form-links">
          <button type="button" className="button button-quiet" onClick={switchKind}>
            {t(kind === 'totp' ? 'code.useRecovery' : 'code.useApp')}
          </button>
        </p>
      ) : null}
    </>
  );
}
