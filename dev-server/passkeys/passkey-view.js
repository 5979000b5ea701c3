// @ts-check
import { deviceName } from '../notices/account-notices.js';

/**
 * A stored passkey as the contract shows it (`Passkey`), and as a notice about it names it.
 */

/** @param {import('./passkey-store.js').StoredPasskey} passkey */
export function passkeyView(passkey) {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: new Date(passkey.createdAt).toISOString(),
    lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
    synced: passkey.synced,
    device: passkey.device,
  };
}

/**
 * The variables of `passkey-added` and `passkey-removed`: which passkey, and the browser the
 * change came from, so an owner who did not make it knows what to look for.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('./passkey-store.js').StoredPasskey} passkey
 */
export function passkeyNoticeVariables(req, passkey) {
  return { passkey: passkey.name, device: deviceName(req.headers['user-agent']) };
}
