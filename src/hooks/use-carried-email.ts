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
