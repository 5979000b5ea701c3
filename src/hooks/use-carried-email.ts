import { type RefObject, useEffect } from 'react';
import { maxEmailLength } from '../validation/email';

/**
 * The email a broker typed on one page, carried to the next (sign-in to "Forgot your
 * password?", a finished reset back to sign-in) in the history entry's state: never in the
 * address, where server logs and the Referer header would keep it, and gone with the tab.
 */
export interface CarriedEmail {
  readonly email: string;
}

/** The state to navigate with; `undefined` when nothing was typed. */
export function carryEmail(email: string): CarriedEmail | undefined {
  const trimmed = email.trim();
  return trimmed ? { email: trimmed } : undefined;
}

/**
 * Who asks for an account, carried to the sign-up page from a company account no account has
 * (its provider's verified email and name, as the SSO kept them): the form comes filled in.
 */
export interface CarriedApplicant extends CarriedEmail {
  readonly name: string;
}

/** The state to navigate to the sign-up page with. */
export function carryApplicant(email: string, name: string): CarriedApplicant {
  return { email: email.trim(), name: name.trim() };
}

/** The name and email carried to this page, each only when it is there and plausible. */
export function carriedApplicant(): Partial<CarriedApplicant> {
  const state: unknown = history.state;
  const email = carriedEmail();
  const name =
    typeof state === 'object' && state !== null ? (state as { name?: unknown }).name : '';
  return {
    ...(email ? { email } : {}),
    ...(typeof name === 'string' && name && name.length <= 120 ? { name } : {}),
  };
}

function carriedEmail(): string | undefined {
  const state: unknown = history.state;
  if (typeof state !== 'object' || state === null) return undefined;
  const { email } = state as { readonly email?: unknown };
  return typeof email === 'string' && email.length <= maxEmailLength ? email : undefined;
}

/**
 * Fills the email field with the email carried to this page, once, on arrival; never over
 * what was typed into the prerendered field before the script took over.
 */
export function useCarriedEmail(
  field: RefObject<HTMLInputElement | null>,
  fill: (email: string) => void,
): void {
  useEffect(() => {
    const email = carriedEmail();
    if (email && !field.current?.value) fill(email);
  }, [field, fill]);
}
