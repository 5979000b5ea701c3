import { maxEmailLength } from '../validation/email';

/**
 * Who asks for an account, carried to the sign-up page from a company account no account has
 * (its provider's verified email and name, as the SSO keeps them), in the history entry's state
 * as an email is carried between pages (use-carried-email.ts): never in the address. Apart
 * from that module, which the sign-in page's first script carries, since only the parts that
 * follow a company sign-in's return need this.
 */
export interface CarriedApplicant {
  readonly email: string;
  readonly name: string;
}

/** The state to navigate to the sign-up page with. */
export function carryApplicant(email: string, name: string): CarriedApplicant {
  return { email: email.trim(), name: name.trim() };
}

/** The name and email carried to this page, each only when it is there and plausible. */
export function carriedApplicant(): Partial<CarriedApplicant> {
  const state: unknown = history.state;
  if (typeof state !== 'object' || state === null) return {};
  const { email, name } = state as { readonly email?: unknown; readonly name?: unknown };
  return {
    ...(typeof email === 'string' && email.length <= maxEmailLength ? { email } : {}),
    ...(typeof name === 'string' && name.length <= 120 ? { name } : {}),
  };
}
