import { type ProofWay, readProofs } from './reauthentication';

/** How this page asks a broker to prove it is them again, strongest first. */
export type ProofFactor = 'passkey' | 'code' | 'password';

/**
 * The strongest of the SSO's ways (`Authentication.reauthenticateWith`, strongest first) that
 * this browser can give: a passkey needs WebAuthn (WebKitGTK and old browsers have none); a
 * company sign-in is a new sign-in, not a proof within the session, and is not asked here. A
 * weaker way than the SSO offers first is never chosen while a stronger one can be used: a
 * stolen password must not undo a stronger factor. None usable: the password, which the SSO
 * then refuses with its reason.
 */
export function chooseFactor(ways: readonly ProofWay[], webAuthn: boolean): ProofFactor {
  for (const way of ways) {
    if (way === 'passkey' && webAuthn) return 'passkey';
    if (way === 'code' || way === 'password') return way;
  }
  return 'password';
}

/** The factor to ask for now, from whoami's account of the session. */
export async function strongestFactor(): Promise<ProofFactor> {
  const webAuthn = typeof PublicKeyCredential !== 'undefined';
  const read = await readProofs();
  const ways = read.ok ? (read.proofs?.reauthenticateWith ?? []) : [];
  return chooseFactor(ways, webAuthn);
}
