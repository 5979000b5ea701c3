import { type KeyboardEvent, useId, useState } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { useI18n } from '../i18n/i18n-context';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment' | 'notes'> {
  /**
   * The toggle's full names, for a form with two password fields ("Show new password"): each
   * begins with the short label seen ("Show"), so what is seen is what voice control can say.
   * By default, "Show password" and "Hide password".
   */
  readonly showAccessibleLabel?: string | undefined;
  readonly hideAccessibleLabel?: string | undefined;
}

/**
 * A password input with a show/hide toggle and a caps-lock warning. The toggle is a real
 * button, reachable by keyboard, that says what it will do next: "Hide" while the password
 * shows. (A label that changes rules out `aria-pressed`, which would then be read twice.)
 */
export function PasswordField({
  showAccessibleLabel,
  hideAccessibleLabel,
  onKeyDown,
  onKeyUp,
  onBlur,
  ...field
}: PasswordFieldProps) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const capsId = useId();
  // A prerendered toggle does nothing until the page's script runs: disabled until then, as the
  // form's button is, rather than a tap that is silently lost.
  const hydrated = useHydrated();

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
          disabled={!hydrated}
          aria-label={
            visible
              ? (hideAccessibleLabel ?? t('action.hidePassword'))
              : (showAccessibleLabel ?? t('action.showPassword'))
          }
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('action.hideShort') : t('action.showShort')}
        </button>
      }
      notesId={capsLock ? capsId : undefined}
      notes={
        capsLock ? (
          <p className="field-warning" id={capsId} role="status">
            {t('field.capsLock')}
          </p>
        ) : null
      }
    />
  );
}
