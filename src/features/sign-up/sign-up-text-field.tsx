import { TextField, type TextFieldProps } from '../../components/text-field';
import { useAccountMessages } from '../../i18n/account-messages';
import { characterCount } from '../../validation/text-characters';
import { examplePostalCode, maskDigitCount } from './postal-code-format';
import type { SignUpFormState } from './use-sign-up-form';
import { type SignUpField, signUpMaxLength } from './validate-sign-up';

/**
 * A text field of the sign-up form, bound to its value and its problem. `onEdit` hears the
 * user type in it; an own `onChange` replaces the form's (the postal code's mask).
 */
export function SignUpTextField({
  signUp,
  name,
  onEdit,
  ...props
}: Omit<TextFieldProps, 'value' | 'name' | 'error' | 'inputRef' | 'onBlur'> & {
  readonly signUp: SignUpFormState;
  readonly name: SignUpField;
  readonly onEdit?: (() => void) | undefined;
}) {
  const t = useAccountMessages();
  const value = signUp.values[name];
  const problem = signUp.errors[name];
  const { postalCodeFormat } = signUp;
  return (
    <TextField
      onChange={(event) => {
        onEdit?.();
        signUp.setField(name, event.target.value);
      }}
      {...props}
      name={name}
      value={value}
      error={
        problem
          ? t(problem, {
              digits: maskDigitCount(postalCodeFormat),
              example: examplePostalCode(postalCodeFormat),
              max: signUpMaxLength(name),
              count: characterCount(value.trim()),
            })
          : undefined
      }
      inputRef={signUp.inputRef(name)}
      onBlur={() => signUp.validateOnBlur(name)}
    />
  );
}
