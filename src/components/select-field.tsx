import { type Ref, type SelectHTMLAttributes, useId } from 'react';

export interface SelectFieldProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'id' | 'aria-describedby' | 'aria-invalid'
  > {
  readonly label: string;
  /** What the empty first choice says ("Choose…"): a required field starts unchosen. */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly hint?: string | undefined;
  /** A validation message; when set the field is marked invalid and announces it. */
  readonly error?: string | undefined;
  readonly selectRef?: Ref<HTMLSelectElement> | undefined;
}

/** A closed list of choices, labelled and described as a text field is. */
export function SelectField({
  label,
  placeholder,
  options,
  hint,
  error,
  selectRef,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <select
          {...select}
          id={id}
          ref={selectRef}
          className="field-input field-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
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
    </div>
  );
}
