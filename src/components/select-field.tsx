import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from './text-field';

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
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);

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
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
