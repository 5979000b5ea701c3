// @ts-check
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { CeremonyChallenges } from './ceremony-challenges.js';
import { sendFieldProblems, sendNotFound } from './error-answers.js';
import { sendError, sendJson, sendNoContent } from './json-answers.js';
import { readJson, readJsonObject } from './json-body.js';
import {
  checkPasskeyRegistration,
  checkPasskeyRename,
  credentialIdPattern,
} from './passkey-requests.js';
import {
  requireRecentSignIn as requireRecent,
  requireRecentSecondFactor,
} from './recent-sign-in.js';
import { ceremonyCapacity, ceremonyTtlMs, expectedOriginsOf } from './relying-party.js';

/**
 * The signed-in user's passkeys: the list, adding one, renaming and removing. Adding and
 * removing change how the account signs in, so they need a recent sign-in.
 *
 * Longer than most modules: the five operations share the session's checks and its pending
 * registration challenge, and apart each would reach into the other's state.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./passkey-store.js').StoredPasskey} StoredPasskey */

/**
 * @typedef {object} PasskeyManagementDependencies
 * @property {import('./passkey-store.js').PasskeyStore} passkeys
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: import('./users.js').User, session: import('./sessions.js').Session } | undefined}
 *   requireSession The signed-in user, or `undefined` after answering 401.
 * @property {import('./relying-party.js').RelyingParty} relyingParty
 * @property {boolean} cookieSecure
 * @property {import('./second-factor-store.js').SecondFactorStore} secondFactors
 * @property {() => number} now
 */

// Ed25519, P-256 and RSA: what platform authenticators and security keys make.
const algorithms = [-8, -7, -257];

/** @param {StoredPasskey} passkey */
function passkeyView(passkey) {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: new Date(passkey.createdAt).toISOString(),
    lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
    synced: passkey.synced,
  };
}

/** @param {ServerResponse} res */
function sendPasskeyRefused(res) {
  sendError(res, 422, 'passkey_refused', 'The passkey could not be verified.');
}

/** @param {ServerResponse} res */
function sendPasskeyNotFound(res) {
  sendNotFound(res, 'No passkey with this id.');
}

/** @param {PasskeyManagementDependencies} deps */
export function createPasskeyManagementRoutes(deps) {
  const { passkeys, relyingParty } = deps;
  const expectedOrigins = expectedOriginsOf(relyingParty, deps.cookieSecure);
  const registrationChallenges = new CeremonyChallenges({
    now: deps.now,
    ttlMs: ceremonyTtlMs,
    capacity: ceremonyCapacity,
  });

  /**
   * @param {ServerResponse} res
   * @param {import('./sessions.js').Session} session
   */
  const requireRecentSignIn = (res, session) => requireRecent(res, session, deps.now());

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
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function startRegistration(req, res) {
    if (!(await readJson(req, res))) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn || !requireRecentSignIn(res, signedIn.session)) return;
    const { user, session } = signedIn;
    const publicKey = await generateRegistrationOptions({
      rpName: relyingParty.name,
      rpID: relyingParty.id,
      userName: user.email,
      userID: Buffer.from(passkeys.userHandleOf(user.id), 'base64url'),
      userDisplayName: user.name,
      timeout: ceremonyTtlMs,
      attestationType: 'none',
      excludeCredentials: passkeys
        .listOf(user.id)
        .map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: algorithms,
    });
    registrationChallenges.issue(session.id, publicKey.challenge);
    sendJson(res, 200, { publicKey });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function finishRegistration(req, res) {
    const body = await readJsonObject(req, res);
    if (!body) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const fields = checkPasskeyRegistration(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    if (!requireRecentSignIn(res, signedIn.session)) return;
    const challenge = registrationChallenges.take(signedIn.session.id);
    if (!challenge) {
      sendPasskeyRefused(res);
      return;
    }
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: /** @type {import('@simplewebauthn/server').RegistrationResponseJSON} */ (
          body.credential
        ),
        expectedChallenge: challenge,
        expectedOrigin: expectedOrigins(req),
        expectedRPID: relyingParty.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: algorithms,
      });
    } catch {
      verification = undefined;
    }
    if (!verification?.verified) {
      sendPasskeyRefused(res);
      return;
    }
    const { credential, credentialBackedUp } = verification.registrationInfo;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const stored = passkeys.add({
      id: credential.id,
      userId: signedIn.user.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: name || 'Passkey',
      synced: credentialBackedUp,
    });
    if (!stored) {
      sendPasskeyRefused(res);
      return;
    }
    sendJson(res, 201, passkeyView(stored));
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

  /** @type {import('./route-table.js').RouteHandler} */
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

  /** @type {import('./route-table.js').RouteHandler} */
  async function remove(req, res, params) {
    const found = requireOwnPasskey(req, res, params);
    if (!found || !requireRecentSignIn(res, found.signedIn.session)) return;
    if (!found.passkey) {
      sendPasskeyNotFound(res);
      return;
    }
    // The last passkey of an account with an authenticator: without it, the code is what
    // stands between a stolen password and the account, so it must be proven just now.
    const { user, session } = found.signedIn;
    const isLast = passkeys.listOf(user.id).length === 1;
    if (isLast && deps.secondFactors.has(user.id)) {
      if (!requireRecentSecondFactor(res, session, deps.now())) return;
    }
    passkeys.remove(found.passkey.id);
    sendNoContent(res);
  }

  return {
    /** @type {import('./route-table.js').Route[]} */
    routes: [
      { method: 'GET', path: '/api/sso/passkeys', handle: list },
      {
        method: 'POST',
        path: '/api/sso/passkeys/registration/options',
        handle: startRegistration,
      },
      { method: 'POST', path: '/api/sso/passkeys/registration', handle: finishRegistration },
      { method: 'PATCH', path: '/api/sso/passkeys/{passkeyId}', handle: rename },
      { method: 'DELETE', path: '/api/sso/passkeys/{passkeyId}', handle: remove },
    ],
    sweep: () => registrationChallenges.sweep(),
  };
}
