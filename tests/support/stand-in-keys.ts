import { newSigningKey, type SigningKey } from '../../dev-server/identity-provider/stand-in.js';

const made = new Map<string, SigningKey>();

/**
 * The key the stand-ins of provider `id` sign with in this test process: made on first use and
 * kept, as a real provider keeps its keys across the SSOs that trust it. Each provider has its
 * own, so a token of one stand-in still never passes as another's. Making an RSA key takes a
 * tenth of a second of CPU, and a run of the tests starts about a hundred stand-ins.
 */
export function standInSigningKey(id: string): SigningKey {
  let key = made.get(id);
  if (!key) {
    key = newSigningKey();
    made.set(id, key);
  }
  return key;
}
