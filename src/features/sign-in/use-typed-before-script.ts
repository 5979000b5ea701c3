import { type RefObject, useEffect } from 'react';
import { useCarriedEmail } from '../../hooks/use-carried-email';

type Field = RefObject<HTMLInputElement | null>;

/**
 * Keeps what was typed into the prerendered form before the script took over; an email field
 * still empty then gets the email carried from the page before (a finished password reset).
 * The fields and setters are a page's refs and state setters: stable, so this runs on arrival.
 */
export function useTypedBeforeScript(
  emailField: Field,
  passwordField: Field,
  setEmail: (email: string) => void,
  setPassword: (password: string) => void,
): void {
  useEffect(() => {
    const typedEmail = emailField.current?.value;
    const typedPassword = passwordField.current?.value;
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
  }, [emailField, passwordField, setEmail, setPassword]);
  useCarriedEmail(emailField, setEmail);
}
