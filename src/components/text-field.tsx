import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { wholeWords } from './whole-words';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  readonly label: string;
  /** Guidance shown under the field at all times. */
  readonly hint?: string | undefined;
  /** A validation message; when set the field is marked invalid and announces it. */
  readonly error?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  /** Rendered after the input inside the same box, e.g. a show-password toggle. */
  readonly adornment?: React.ReactNode;
  /** Extra notes tied to the input, e.g. a caps-lock warning. */
  readonly notes?: React.ReactNode;
  readonly notesId?: string | undefined;
}

export function TextField({
  label,
  hint,
  error,
  inputRef,
  adornment,
  notes,
  notesId,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} notesId={notesId} notes={notes}>
      {(control) => (
        <>
          <input
            {...input}
            {...control}
            ref={inputRef}
            className={className ? `field-input ${className}` : 'field-input'}
          />
          {adornment}
        </>
      )}
    </FieldFrame>
  );
}

/** What a field's control carries to be labelled and described: pass it on as it is. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

/**
 * Every field's frame: its label, the control in its box, then its problem, its hint and any
 * notes of its own (a caps-lock warning), which the control's description names in that order.
 */
export function FieldFrame({
  label,
  hint,
  error,
  notesId,
  notes,
  children,
}: {
  readonly label: string;
  readonly hint: string | undefined;
  readonly error: string | undefined;
  readonly notesId?: string | undefined;
  readonly notes?: ReactNode;
  readonly children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : undefined, hint ? hintId : undefined, notesId].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'field-control field-control-invalid' : 'field-control'}>
        {children({
          id,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
        })}
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {wholeWords(error)}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {wholeWords(hint)}
        </p>
      ) : null}
      {notes}
    </div>
  );
}
