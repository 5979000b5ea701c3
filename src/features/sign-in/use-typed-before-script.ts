import { type RefObject, useLayoutEffect } from 'react';
import { useCarriedEmail } from '../../hooks/use-carried-email';

type Field = RefObject<HTMLInputElement | null>;

/** The state of the sign-in form, as the page's setters take it. */
export interface SignInFormSetters {
  readonly setEmail: (email: string) => void;
  readonly setPassword: (password: string) => void;
  readonly setRememberMe: (rememberMe: boolean) => void;
}

/** The name of the "keep me signed in" checkbox in the sign-in form. */
export const rememberMeName = 'rememberMe';

/**
 * Keeps what was typed and ticked in the prerendered form before the script took over; an
 * email field still empty then gets the email carried from the page before (a finished
 * password reset). Hydration leaves the fields as the broker left them but the page's state
 * empty, and the next render would put the state back on screen: a box ticked on a slow
 * connection would come unticked, and the sign-in would not be kept.
 *
 * Taken in a layout effect, so before the render React forces as soon as hydration ends
 * (`useHydrated`: the prerender said "loading"; `useOnline`, offline: it said online). Taken
 * after it, as an ordinary effect's update is, the fields emptied and the box unticked for a
 * moment, and a key pressed then started the field over.
 * The fields and setters are a page's refs and state setters: stable, so this runs on arrival.
 */
export function useTypedBeforeScript(
  emailField: Field,
  passwordField: Field,
  { setEmail, setPassword, setRememberMe }: SignInFormSetters,
): void {
  useLayoutEffect(() => {
    const typedEmail = emailField.current?.value;
    const typedPassword = passwordField.current?.value;
    const rememberMe = emailField.current?.form?.elements.namedItem(rememberMeName);
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
    if (rememberMe instanceof HTMLInputElement && rememberMe.checked) setRememberMe(true);
  }, [emailField, passwordField, setEmail, setPassword, setRememberMe]);
  useCarriedEmail(emailField, setEmail);
}
