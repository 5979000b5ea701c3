import type { ProofWay, SessionProofs } from '../../../api/reauthentication';

/**
 * What a suite application asks of `/login` besides its return target (docs/contract.md,
 * "Step-up"): `max_age`, the most seconds the latest proof may be old, and `factor=second`.
 */
export interface StepUpAsk {
  readonly maxAgeSeconds: number | undefined;
  readonly secondFactor: boolean;
}

const longestMaxAge = 86_400;

/**
 * The step-up the address asks for, or `undefined` when it asks none. A malformed request asks
 * for more, never less: `max_age` out of bounds or not whole counts as 0, any `factor` as
 * `second`.
 */
export function readStepUpAsk(search: string): StepUpAsk | undefined {
  const params = new URLSearchParams(search);
  const maxAge = params.get('max_age');
  const secondFactor = params.has('factor');
  if (maxAge === null && !secondFactor) return undefined;
  let maxAgeSeconds: number | undefined;
  if (maxAge !== null) {
    const seconds = /^\d{1,5}$/.test(maxAge) ? Number(maxAge) : Number.NaN;
    maxAgeSeconds = seconds <= longestMaxAge ? seconds : 0;
  }
  return { maxAgeSeconds, secondFactor };
}

/** What the session still lacks: a recent proof of any factor, or one of the second factor. */
export type StepUpMissing = 'none' | 'recent' | 'second';

export function missingProof(
  ask: StepUpAsk,
  proofs: SessionProofs | undefined,
  now: number,
): StepUpMissing {
  // An SSO that does not say what was proven has proven nothing fresh enough.
  const list = proofs?.proofs ?? [];
  const fresh = (at: Date) =>
    ask.maxAgeSeconds === undefined || now - at.getTime() <= ask.maxAgeSeconds * 1000;
  if (ask.secondFactor) {
    return list.some((proof) => proof.factor === 'second' && fresh(proof.at)) ? 'none' : 'second';
  }
  return list.some((proof) => fresh(proof.at)) ? 'none' : 'recent';
}

/**
 * The ways that can give what is missing, strongest first: any of the SSO's for a recent
 * proof (the company's provider by a new sign-in, whose session the application then reads);
 * for the second factor, the code, or a passkey (which proves it when it counts as two
 * factors: the proofs read after it say whether it did). Empty: this account cannot give it.
 */
export function waysFor(missing: StepUpMissing, ways: readonly ProofWay[]): readonly ProofWay[] {
  if (missing === 'second') return ways.filter((way) => way === 'passkey' || way === 'code');
  return ways;
}
