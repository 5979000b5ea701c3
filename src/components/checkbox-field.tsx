import { type InputHTMLAttributes, useId } from 'react';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'aria-describedby'> {
  readonly label: string;
  readonly hint?: string;
}

export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="checkbox">
      <input {...input} id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
