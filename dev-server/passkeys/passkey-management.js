// @ts-check
import { sendFieldProblems, sendNotFound } from '../http/error-answers.js';
import { sendJson, sendNoContent } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { createPasskeyRegistrationRoutes } from './passkey-registration.js';
import { checkPasskeyRename, credentialIdPattern } from './passkey-requests.js';
import { passkeyNoticeVariables, passkeyView } from './passkey-view.js';

/**
 * The signed-in user's passkeys: the list, adding one (passkey-registration.js), renaming and
 * removing. Adding and removing change how the account signs in, so they need a recent
 * sign-in, and the owner is told of both.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {import('./passkey-registration.js').PasskeyRegistrationDependencies}
 *   PasskeyManagementDependencies
 */

/** @param {ServerResponse} res */
function sendPasskeyNotFound(res) {
  sendNotFound(res, 'No passkey with this id.');
}

/** @param {PasskeyManagementDependencies} deps */
export function createPasskeyManagementRoutes(deps) {
  const { passkeys, relyingParty } = deps;
  const registration = createPasskeyRegistrationRoutes(deps);

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function list(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    sendJson(res, 200, {
      rpId: relyingParty.id,
      userHandle: passkeys.userHandleOf(signedIn.user.id),
      passkeys: passkeys.listOf(signedIn.user.id).map(passkeyView),
    });
  }

  /**
   * The signed-in user's passkey the path names, or `undefined` after answering.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Readonly<Record<string, string>>} params
   */
  function requireOwnPasskey(req, res, params) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return undefined;
    const id = params.passkeyId ?? '';
    const passkey = credentialIdPattern.test(id)
      ? passkeys.findOf(signedIn.user.id, id)
      : undefined;
    return { signedIn, passkey };
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function rename(req, res, params) {
    const body = await readJsonObject(req, res);
    if (!body) return;
    const found = requireOwnPasskey(req, res, params);
    if (!found) return;
    const fields = checkPasskeyRename(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    if (!found.passkey) {
      sendPasskeyNotFound(res);
      return;
    }
    found.passkey.name = /** @type {string} */ (body.name).trim();
    sendJson(res, 200, passkeyView(found.passkey));
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function remove(req, res, params) {
    const found = requireOwnPasskey(req, res, params);
    if (!found || !deps.recentProof.require(res, found.signedIn, 'remove-passkey')) return;
    const { passkey } = found;
    if (!passkey) {
      sendPasskeyNotFound(res);
      return;
    }
    const { user } = found.signedIn;
    passkeys.remove(passkey.id);
    deps.notify(req, user, 'passkey-removed', passkeyNoticeVariables(req, passkey));
    deps.noteActivity(req, user, { kind: 'passkey_removed', sessionId: found.signedIn.session.id });
    sendNoContent(res);
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [
      { method: 'GET', path: '/api/sso/passkeys', handle: list },
      ...registration.routes,
      { method: 'PATCH', path: '/api/sso/passkeys/{passkeyId}', handle: rename },
      { method: 'DELETE', path: '/api/sso/passkeys/{passkeyId}', handle: remove },
    ],
    sweep: () => registration.sweep(),
  };
}
