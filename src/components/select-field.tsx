import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './text-field';

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
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <select {...select} {...control} ref={selectRef} className="field-input field-select">
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
