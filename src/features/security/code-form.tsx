import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SecondFactorProof } from '../../api/second-factor-account';
import { LiveMessage } from '../../components/live-message';
import { TextField } from '../../components/text-field';
import type { SecurityTranslate } from '../../i18n/security-messages';

export interface CodeFormProps {
  readonly text: SecurityTranslate;
  readonly submitLabel: string;
  /** Offers "use a recovery code instead" (not while an authenticator is being set up). */
  readonly allowRecoveryCode: boolean;
  /** Sends the code; resolves to what to say when it was not taken, or nothing when it was. */
  readonly onSubmit: (proof: SecondFactorProof) => Promise<string | undefined>;
  readonly onCancel?: () => void;
}

/**
 * A code from the authenticator app, or one of the recovery codes: the field a phone fills from
 * the app or a message (`one-time-code`), numeric keys for the code, and the SSO's word on it.
 * The SSO ignores spaces and hyphens, so "123 456" as an app shows it is taken as it is.
 */
export function CodeForm({
  text,
  submitLabel,
  allowRecoveryCode,
  onSubmit,
  onCancel,
}: CodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  return (
    <form
      noValidate
      className="code-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (sending) return;
        const typed = value.trim();
        if (!typed) {
          setProblem(text(recovery ? 'twoStep.recoveryCodeMissing' : 'twoStep.codeMissing'));
          field.current?.focus();
          return;
        }
        setSending(true);
        setProblem(undefined);
        const refused = await onSubmit(recovery ? { recoveryCode: typed } : { code: typed });
        setSending(false);
        if (refused === undefined) return;
        setValue('');
        setProblem(refused);
        field.current?.focus();
      }}
    >
      <LiveMessage tone="error">{problem}</LiveMessage>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        inputRef={field}
        label={text(recovery ? 'twoStep.recoveryCodeLabel' : 'twoStep.codeLabel')}
        hint={text(recovery ? 'twoStep.recoveryCodeHint' : 'twoStep.codeHint')}
        name={recovery ? 'recovery-code' : 'code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {allowRecoveryCode && (
        <p>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              // The other field takes the keyboard: its label says which code it wants.
              flushSync(() => {
                setRecovery(!recovery);
                setValue('');
                setProblem(undefined);
              });
              field.current?.focus();
            }}
          >
            {text(recovery ? 'twoStep.useCode' : 'twoStep.useRecoveryCode')}
          </button>
        </p>
      )}
      <div className="security-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {text('security.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
