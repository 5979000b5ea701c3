import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SecondFactorProof } from '../api/second-factor-account';
import type { FailureOf, SuccessOf } from '../hooks/use-submission';
import { useSubmission } from '../hooks/use-submission';
import { useAuthenticatorMessages } from '../i18n/authenticator-messages';
import { type CodeKind, codeProblem } from '../validation/second-factor-codes';
import { type CodeFailure, codeFailureWords } from '../words/code-failure-words';
import { CheckboxField } from './checkbox-field';
import { FailureAlert } from './failure-alert';
import { SubmissionForm } from './submission-form';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** What a code call answers: both of the SSO's (a sign-in's second step, a change's). */
type CodeAnswer = { readonly ok: true } | { readonly ok: false; readonly failure: CodeFailure };

interface CodeInput {
  readonly kind: CodeKind;
  readonly typed: string;
  readonly trustDevice: boolean;
}

type CodeErrors = { readonly code?: 'required' | 'invalid' | undefined };

export interface CodeFormProps<A extends CodeAnswer> {
  /** The kinds of code the SSO takes here; the app's is asked for first when it is one. */
  readonly methods: readonly CodeKind[];
  /** The app's code field, as the page names it beside what it asks. */
  readonly codeLabel: string;
  readonly codeHint: string;
  readonly submitLabel: string;
  readonly sendingLabel: string;
  /** What to say above the field, for the kind of code it asks for. */
  readonly intro?: ((kind: CodeKind) => string) | undefined;
  /** Offers "don't ask again on this device", in these words; the choice goes to `send`. */
  readonly trustDevice?: { readonly label: string; readonly hint: string } | undefined;
  /** Gives the field the keyboard at once: where the broker arrives to type one thing. */
  readonly focusOnArrival?: boolean;
  /** Sends the code; a client function of `src/api/` that answers `{ ok }`. */
  readonly send: (proof: SecondFactorProof, trustDevice: boolean) => Promise<A>;
  readonly onSuccess: (success: SuccessOf<A>, kind: CodeKind) => void;
  /** Every failure, after the form has taken in what it means for the code. */
  readonly onFailure?: ((failure: FailureOf<A>) => void) | undefined;
  /** Words for a failure that is not about the code; "that did not work" otherwise. */
  readonly otherFailureText?: ((failure: FailureOf<A>) => string | undefined) | undefined;
  /** A way out of the step, beside the submit button. */
  readonly cancel?: { readonly label: string; readonly onCancel: () => void } | undefined;
}

/**
 * The one form a second factor's code is typed in: the code from the authenticator app, or a
 * recovery code instead. Sent through `useSubmission` (one submission at a time, a wait the SSO
 * asks for counted down) with a `SubmitButton`, as every form of the portal is. Codes are
 * checked as the SSO reads them before anything is sent (`validation/second-factor-codes.js`);
 * a wrong code, or one refused by a lock, is cleared for retyping (codes change every 30
 * seconds), a typing mistake stays to be fixed.
 * After 100 wrong codes in a row the SSO takes recovery codes only: the form then asks for
 * one, where recovery codes are taken here. Its words for a refused code are
 * `code-failure-words.ts`; the page words the rest (`otherFailureText`).
 */
export function CodeForm<A extends CodeAnswer>({
  methods,
  codeLabel,
  codeHint,
  submitLabel,
  sendingLabel,
  intro,
  trustDevice: trustDeviceWords,
  focusOnArrival = false,
  send,
  onSuccess,
  onFailure,
  otherFailureText,
  cancel,
}: CodeFormProps<A>) {
  const t = useAuthenticatorMessages();
  const appOffered = methods.includes('totp');
  const recoveryOffered = methods.includes('recovery_code');
  const [kind, setKind] = useState<CodeKind>(appOffered ? 'totp' : 'recovery_code');
  // Codes from the app refused, on arrival or by the answer to one of them.
  const [appRefused, setAppRefused] = useState(!appOffered);
  const [typed, setTyped] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only.
  useEffect(() => {
    if (focusOnArrival) field.current?.focus();
  }, []);

  const submission = useSubmission({
    validate: (input: CodeInput): CodeErrors => ({ code: codeProblem(input.kind, input.typed) }),
    send: (input: CodeInput) =>
      send(
        input.kind === 'totp' ? { code: input.typed } : { recoveryCode: input.typed },
        input.trustDevice,
      ),
    onFieldErrors: () => field.current?.focus(),
    onSuccess: (success, input) => onSuccess(success, input.kind),
    onFailure: (failure) => {
      // The code typed is spent, wrong or locked out: the app shows another by the next try.
      if (failure.kind === 'invalid_code' || failure.kind === 'too_many_codes') setTyped('');
      if (failure.kind === 'invalid_code') field.current?.focus();
      if (failure.kind === 'codes_blocked' && recoveryOffered) {
        // The alert says why; the field becomes the recovery code's, rendered before it is
        // given the keyboard.
        flushSync(() => {
          setAppRefused(true);
          setKind('recovery_code');
          setTyped('');
        });
        field.current?.focus();
      }
      onFailure?.(failure);
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

  const app = kind === 'totp';
  const problem = fieldErrors.code;
  let error: string | undefined;
  if (problem === 'required') error = t(app ? 'codeForm.required' : 'codeForm.recoveryRequired');
  if (problem === 'invalid') error = t(app ? 'codeForm.invalid' : 'codeForm.recoveryInvalid');
  const button = (
    <SubmitButton label={submitLabel} sendingLabel={sendingLabel} submission={submission} />
  );

  return (
    <>
      {intro ? <p className="lead">{intro(kind)}</p> : null}
      <FailureAlert
        submission={submission}
        message={(failure, wait) =>
          codeFailureWords(failure, kind, wait, t) ??
          otherFailureText?.(failure) ??
          t('codeForm.refused')
        }
      />
      <SubmissionForm submission={submission} input={{ kind, typed, trustDevice }}>
        <TextField
          // The key makes a new input when the kind changes, so autofill of one-time codes
          // applies to the app's code only.
          key={kind}
          label={app ? codeLabel : t('codeForm.recoveryField')}
          hint={app ? codeHint : t('codeForm.recoveryHint')}
          name={app ? 'code' : 'recoveryCode'}
          autoComplete={app ? 'one-time-code' : 'off'}
          inputMode={app ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          value={typed}
          inputRef={field}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            if (problem) setFieldErrors({});
          }}
        />
        {trustDeviceWords ? (
          <CheckboxField
            label={trustDeviceWords.label}
            hint={trustDeviceWords.hint}
            name="trustDevice"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
        ) : null}
        {cancel ? (
          <div className="card-actions">
            {button}
            <button type="button" className="button button-secondary" onClick={cancel.onCancel}>
              {cancel.label}
            </button>
          </div>
        ) : (
          button
        )}
      </SubmissionForm>
      {recoveryOffered && !appRefused ? (
        <p className="form-links">
          <button type="button" className="button button-quiet" onClick={switchKind}>
            {t(app ? 'codeForm.useRecovery' : 'codeForm.useApp')}
          </button>
        </p>
      ) : null}
    </>
  );
}
