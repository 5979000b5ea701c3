import { isProofWay, type ProofWay, readProofs } from './reauthentication';

/** How this page asks a broker to prove it is them again, strongest first. */
export type ProofFactor = 'passkey' | 'code' | 'password' | 'company';

/**
 * The strongest of the SSO's ways (`Authentication.reauthenticateWith`, strongest first) that
 * this browser can give: a passkey needs WebAuthn (WebKitGTK and old browsers have none). A
 * company sign-in is a new sign-in, not a proof within the session: the check says so and
 * offers one, and makes no change. A weaker way than the SSO offers first is never chosen while
 * a stronger one can be used: a stolen password must not undo a stronger factor. None usable:
 * the password, which the SSO then refuses with its reason.
 */
export function chooseFactor(ways: readonly ProofWay[], webAuthn: boolean): ProofFactor {
  return usableFactors(ways, webAuthn)[0] ?? 'password';
}

/**
 * Every way of `ways` this browser can give, in the SSO's order: the first is asked for, the
 * next ones are "use another way" (a passkey on another device, a dialog closed). The SSO
 * names only the ways its rule accepts, so a password never follows a code it would not stand
 * in for.
 */
export function usableFactors(ways: readonly ProofWay[], webAuthn: boolean): ProofFactor[] {
  return ways.filter((way) => way !== 'passkey' || webAuthn);
}

const webAuthn = () => typeof PublicKeyCredential !== 'undefined';

/**
 * The factors to offer, strongest first: from the ways the refusal named when it named them,
 * else from whoami's account of the session (an SSO that left them out of its refusal).
 */
export async function factorsToOffer(named?: readonly string[]): Promise<ProofFactor[]> {
  let ways: readonly ProofWay[] = named?.filter(isProofWay) ?? [];
  if (ways.length === 0) {
    const read = await readProofs();
    ways = read.ok ? (read.proofs?.reauthenticateWith ?? []) : [];
  }
  const usable = usableFactors(ways, webAuthn());
  return usable.length > 0 ? usable : ['password'];
}
