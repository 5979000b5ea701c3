import { type InputHTMLAttributes, type Ref, useId } from 'react';

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
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint, notesId);

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <input
          {...input}
          id={id}
          ref={inputRef}
          className={className ? `field-input ${className}` : 'field-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {adornment}
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
      {notes}
    </div>
  );
}

/**
 * The ids a field's control and what is said under it share, and the control's description:
 * its problem first, then its hint, then any notes of its own (a caps-lock warning).
 */
export function useFieldIds(error: string | undefined, hint: string | undefined, notesId?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : undefined, hint ? hintId : undefined, notesId].filter(Boolean).join(' ') ||
    undefined;
  return { id, errorId, hintId, describedBy };
}

/** What a field says under itself: its problem, then its hint, each under the id it is read by. */
export function FieldMessages({
  error,
  errorId,
  hint,
  hintId,
}: {
  readonly error: string | undefined;
  readonly errorId: string;
  readonly hint: string | undefined;
  readonly hintId: string;
}) {
  return (
    <>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
