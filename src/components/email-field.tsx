import { TextField, type TextFieldProps } from './text-field';

/**
 * The email an account signs in with. Typed on a phone as often as on a desk: the keyboard
 * with "@", no capital first letter or autocorrect to undo, and autofill offers the saved
 * sign-in name (`username`), so a password manager pairs it with the password.
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      name="email"
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      required
      {...props}
    />
  );
}
