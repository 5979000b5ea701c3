// @ts-check

/**
 * A stored passkey as the contract shows it (`Passkey`).
 */

/** @param {import('./passkey-store.js').StoredPasskey} passkey */
export function passkeyView(passkey) {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: new Date(passkey.createdAt).toISOString(),
    lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
    synced: passkey.synced,
  };
}
