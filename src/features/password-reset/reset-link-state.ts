import type { AccountFailure, ResetLinkFailure, ResetLinkProblem } from '../../api/sso-account';

/** What is known of the reset link the page was opened with. */
export type LinkState =
  | { readonly status: 'checking' }
  /** The link works for the account `email`; `token` is what saving the new password sends. */
  | { readonly status: 'ready'; readonly email: string; readonly token: string }
  | { readonly status: 'broken'; readonly problem: ResetLinkProblem }
  /** The service could not say (down, offline): the user may ask again. */
  | { readonly status: 'unchecked'; readonly failure: AccountFailure };

const linkProblems: readonly string[] = [
  'reset_token_invalid',
  'reset_token_expired',
  'reset_token_used',
] satisfies ResetLinkProblem[];

/** A failure that says the link itself no longer works, or never did. */
export function isLinkFailure(
  failure: ResetLinkFailure,
): failure is { readonly kind: ResetLinkProblem } {
  return linkProblems.includes(failure.kind);
}
