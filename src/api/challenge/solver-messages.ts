import type { BotChallenge } from './solve-challenge';

/** What the page asks of the solver's worker: one challenge, once. */
export interface SolveRequest {
  readonly challenge: BotChallenge;
}

/** What the worker tells the page, in order: progress, then the number or that none fits. */
export type SolverMessage =
  | { readonly kind: 'progress'; readonly tried: number }
  | { readonly kind: 'solved'; readonly number: number | null }
  | { readonly kind: 'failed' };
