import { type KeyboardEvent, useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment' | 'notes'> {
  readonly showLabel: string;
  readonly hideLabel: string;
  /**
   * The toggle's full names when its labels are short ("Show" beside each of two fields): each
   * must begin with its short label, so what is seen is what voice control can say.
   */
  readonly showAccessibleLabel?: string | undefined;
  readonly hideAccessibleLabel?: string | undefined;
  readonly capsLockMessage: string;
}

/**
 * A password input with a show/hide toggle and a caps-lock warning. The toggle is a real
 * button, reachable by keyboard, that says what it will do next: "Hide" while the password
 * shows. (A label that changes rules out `aria-pressed`, which would then be read twice.)
 */
export function PasswordField({
  showLabel,
  hideLabel,
  showAccessibleLabel,
  hideAccessibleLabel,
  capsLockMessage,
  onKeyDown,
  onKeyUp,
  onBlur,
  ...field
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const capsId = useId();

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    // Some keys (e.g. virtual keyboards' composition) carry no modifier state.
    if (typeof event.getModifierState === 'function')
      setCapsLock(event.getModifierState('CapsLock'));
  };

  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      onKeyDown={(event) => {
        trackCapsLock(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        trackCapsLock(event);
        onKeyUp?.(event);
      }}
      onBlur={(event) => {
        setCapsLock(false);
        onBlur?.(event);
      }}
      adornment={
        <button
          type="button"
          className="field-toggle"
          aria-label={visible ? hideAccessibleLabel : showAccessibleLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
      notesId={capsLock ? capsId : undefined}
      notes={
        capsLock ? (
          <p className="field-warning" id={capsId} role="status">
            {capsLockMessage}
          </p>
        ) : null
      }
    />
  );
}
