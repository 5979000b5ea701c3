// @ts-check
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { CeremonyChallenges } from './ceremony-challenges.js';
import { sendFieldProblems, sendNotFound, sendTooManyAttempts } from './error-answers.js';
import { sendError, sendJson, sendNoContent } from './json-answers.js';
import { readJson, readJsonObject } from './json-body.js';
import { clientAddress } from './login-throttle.js';
import {
  checkPasskeyRegistration,
  checkPasskeyRename,
  checkPasskeySignIn,
  credentialIdPattern,
} from './passkey-requests.js';
import { answerWithNewSession, checkSignInChoices } from './sign-in-session.js';

/**
 * Passkeys (WebAuthn) on the contract's `passkeys` operations: signing in with one, which
 * ends in the same session as a password, and the signed-in user's list of them.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./passkey-store.js').StoredPasskey} StoredPasskey */

/**
 * @typedef {object} RelyingParty
 * @property {string} id The relying-party id: the portal's domain.
 * @property {string} name What authenticators show beside the passkey.
 * @property {readonly string[] | undefined} origins Where ceremonies may take place;
 *   `undefined` on a developer's machine, where it is the `localhost` origin the browser used.
 */

/**
 * @typedef {object} PasskeyDependencies
 * @property {import('./users.js').UserDirectory} users
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {import('./passkey-store.js').PasskeyStore} passkeys
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: import('./users.js').User, session: import('./sessions.js').Session } | undefined}
 *   requireSession The signed-in user, or `undefined` after answering 401.
 * @property {import('./login-throttle.js').AttemptRateLimiter} rateLimiter Shared with login.
 * @property {RelyingParty} relyingParty
 * @property {boolean} cookieSecure
 * @property {{ browserSessionMs: number, rememberedMs: number }} lifetimes
 * @property {() => number} now
 */

/** How long a ceremony may wait for the user. */
export const ceremonyTtlMs = 5 * 60 * 1000;
/** How old a sign-in may be for the session to add or remove a passkey. */
export const recentSignInMs = 5 * 60 * 1000;

// Ed25519, P-256 and RSA: what platform authenticators and security keys make.
const algorithms = [-8, -7, -257];
const localhostPattern = /^localhost(?::\d{1,5})?$/i;

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
function sendPasskeyRefused(res, status = 401) {
  sendError(res, status, 'passkey_refused', 'The passkey could not be verified.');
}

/** @param {ServerResponse} res */
function sendPasskeyNotFound(res) {
  sendNotFound(res, 'No passkey with this id.');
}

/**
 * @param {PasskeyDependencies} deps
 */
export function createPasskeyRoutes(deps) {
  const { passkeys, relyingParty } = deps;
  const signInChallenges = new CeremonyChallenges({
    now: deps.now,
    ttlMs: ceremonyTtlMs,
    capacity: 10_000,
  });
  const registrationChallenges = new CeremonyChallenges({
    now: deps.now,
    ttlMs: ceremonyTtlMs,
    capacity: 10_000,
  });

  /**
   * The origins a ceremony of this request may come from.
   *
   * @param {IncomingMessage} req
   * @returns {string[]}
   */
  function expectedOrigins(req) {
    if (relyingParty.origins) return [...relyingParty.origins];
    const host = req.headers.host ?? '';
    // Browsers refuse an IP address as a relying-party id, so locally only localhost works.
    return localhostPattern.test(host)
      ? [`${deps.cookieSecure ? 'https' : 'http'}://${host.toLowerCase()}`]
      : [];
  }

  /**
   * The session's sign-in is recent enough to change how the account signs in; otherwise
   * answers 403.
   *
   * @param {ServerResponse} res
   * @param {import('./sessions.js').Session} session
   */
  function requireRecentSignIn(res, session) {
    if (deps.now() - session.signedInAt <= recentSignInMs) return true;
    sendError(
      res,
      403,
      'recent_sign_in_required',
      'Sign in again to change how this account signs in.',
    );
    return false;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function startSignIn(req, res) {
    // A body is not expected; reading it still enforces the size limit.
    if (!(await readJson(req, res))) return;
    const attemptId = randomBytes(24).toString('base64url');
    const publicKey = await generateAuthenticationOptions({
      rpID: relyingParty.id,
      allowCredentials: [],
      userVerification: 'required',
      timeout: ceremonyTtlMs,
    });
    signInChallenges.issue(attemptId, publicKey.challenge);
    sendJson(res, 200, { attemptId, publicKey });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function signIn(req, res) {
    const waitMs = deps.rateLimiter.take(clientAddress(req));
    if (waitMs > 0) {
      sendTooManyAttempts(res, waitMs, 'Too many sign-in attempts. Try again later.');
      return;
    }
    const body = await readJsonObject(req, res);
    if (!body) return;
    const fields = [
      ...checkPasskeySignIn(body),
      ...checkSignInChoices(body, deps.users.allowedApplicationIds),
    ];
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    const credential = /** @type {import('@simplewebauthn/server').AuthenticationResponseJSON} */ (
      body.credential
    );
    const rememberMe = /** @type {boolean} */ (body.rememberMe);

    const challenge = signInChallenges.take(/** @type {string} */ (body.attemptId));
    if (!challenge) {
      sendPasskeyRefused(res);
      return;
    }
    const passkey = passkeys.find(credential.id);
    const user = passkey && deps.users.findById(passkey.userId);
    if (!passkey || !user) {
      sendError(res, 401, 'passkey_unknown', 'No passkey with this id.');
      return;
    }
    // The authenticator names the account the passkey was made for; it must be its owner's.
    const { userHandle } = credential.response;
    if (userHandle !== undefined && userHandle !== passkeys.userHandleOf(user.id)) {
      sendPasskeyRefused(res);
      return;
    }

    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: expectedOrigins(req),
        expectedRPID: relyingParty.id,
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch {
      // A bad signature, origin or counter, or an answer the library cannot read.
      verification = undefined;
    }
    if (!verification?.verified) {
      sendPasskeyRefused(res);
      return;
    }
    // A password reset may have removed the passkey while its signature was checked.
    if (passkeys.find(passkey.id) !== passkey) {
      sendError(res, 401, 'passkey_unknown', 'No passkey with this id.');
      return;
    }
    passkeys.recordUse(passkey, {
      counter: verification.authenticationInfo.newCounter,
      synced: verification.authenticationInfo.credentialBackedUp,
    });
    answerWithNewSession(req, res, deps, { user, rememberMe });
  }

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
      sendPasskeyRefused(res, 422);
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
      sendPasskeyRefused(res, 422);
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
      sendPasskeyRefused(res, 422);
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
    passkeys.remove(found.passkey.id);
    sendNoContent(res);
  }

  return {
    /** @type {import('./route-table.js').Route[]} */
    routes: [
      { method: 'POST', path: '/api/sso/passkeys/sign-in/options', handle: startSignIn },
      { method: 'POST', path: '/api/sso/passkeys/sign-in', handle: signIn },
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
    sweep() {
      signInChallenges.sweep();
      registrationChallenges.sweep();
    },
  };
}
