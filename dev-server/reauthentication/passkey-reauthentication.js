// @ts-check
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { sendFederationRequired, sendFieldProblems } from '../http/error-answers.js';
import { sendError, sendJson } from '../http/json-answers.js';
import { readJson, readJsonObject } from '../http/json-body.js';
import { CeremonyChallenges } from '../passkeys/ceremony-challenges.js';
import { verifyPasskeyAssertion } from '../passkeys/passkey-assertion.js';
import { checkPasskeyReauthentication } from '../passkeys/passkey-requests.js';
import { ceremonyCapacity, ceremonyTtlMs, expectedOriginsOf } from '../passkeys/relying-party.js';
import { takeSignInAttempt } from '../sign-in/login-throttle.js';

/**
 * Proving who one is again with a passkey, within a session (`startPasskeyReauthentication`,
 * `reauthenticateWithPasskey`). Checked as a passkey sign-in is, and bound twice more: the
 * challenge to the session that asked for it, and the passkey to that session's user. Any
 * account's passkey signs its owner in; only the signed-in user's own proves them again.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../accounts/users.js').User} User */
/** @typedef {import('../sessions/sessions.js').Session} Session */

/**
 * @typedef {object} PasskeyReauthenticationDependencies
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../passkeys/passkey-store.js').PasskeyStore} passkeys
 * @property {import('../passkeys/relying-party.js').RelyingParty} relyingParty
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains
 * @property {import('../sign-in/login-throttle.js').AttemptRateLimiter} rateLimiter Shared with
 *   `login`.
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: User, session: Session } | undefined} requireSession
 * @property {boolean} cookieSecure
 * @property {() => number} now
 */

/** @param {ServerResponse} res */
function sendPasskeyRefused(res) {
  sendError(res, 401, 'passkey_refused', 'The passkey could not be verified.');
}

/** @param {PasskeyReauthenticationDependencies} deps */
export function createPasskeyReauthenticationRoutes(deps) {
  const { passkeys, relyingParty } = deps;
  const expectedOrigins = expectedOriginsOf(relyingParty, deps.cookieSecure);
  // One challenge per session, replaced by the next ask: keyed by the session's id.
  const challenges = new CeremonyChallenges({
    now: deps.now,
    ttlMs: ceremonyTtlMs,
    capacity: ceremonyCapacity,
  });

  /**
   * The signed-in user may prove themselves with a passkey; otherwise answers 403
   * `federation_required` (such an account's passkeys sign nobody in) and `undefined`.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function passkeyUser(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return undefined;
    const required = deps.companyDomains.requiredProviderOf(signedIn.user.email);
    if (required) {
      sendFederationRequired(res, required);
      return undefined;
    }
    return signedIn;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function start(req, res) {
    // A body is not expected; reading it still enforces the size limit.
    if (!(await readJson(req, res))) return;
    const signedIn = passkeyUser(req, res);
    if (!signedIn) return;
    const own = passkeys.listOf(signedIn.user.id);
    if (own.length === 0) {
      sendError(res, 409, 'no_passkey', 'The account has no passkey.');
      return;
    }
    const publicKey = await generateAuthenticationOptions({
      rpID: relyingParty.id,
      // The browser offers these and no other account's passkey.
      allowCredentials: own.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      userVerification: 'required',
      timeout: ceremonyTtlMs,
    });
    challenges.issue(signedIn.session.id, publicKey.challenge);
    sendJson(res, 200, { publicKey });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function prove(req, res) {
    if (!takeSignInAttempt(req, res, deps.rateLimiter)) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const signedIn = passkeyUser(req, res);
    if (!signedIn) return;
    const fields = checkPasskeyReauthentication(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    const { user, session } = signedIn;
    const credential = /** @type {import('@simplewebauthn/server').AuthenticationResponseJSON} */ (
      body.credential
    );
    const challenge = challenges.take(session.id);
    const passkey = passkeys.find(credential.id);
    if (passkey && passkey.userId !== user.id) {
      // Valid or not, another account's passkey proves nothing about this session's user.
      sendPasskeyRefused(res);
      return;
    }
    if (!passkey) {
      sendError(res, 401, 'passkey_unknown', 'No passkey with this id.');
      return;
    }
    const { userHandle } = credential.response;
    if (!challenge || (userHandle !== undefined && userHandle !== passkeys.userHandleOf(user.id))) {
      sendPasskeyRefused(res);
      return;
    }
    const verification = await verifyPasskeyAssertion({
      credential,
      challenge,
      passkey,
      origins: expectedOrigins(req),
      rpId: relyingParty.id,
    });
    // A password reset may have removed the passkey while its signature was checked.
    if (!verification?.verified || passkeys.find(passkey.id) !== passkey) {
      sendPasskeyRefused(res);
      return;
    }
    passkeys.recordUse(passkey, {
      counter: verification.authenticationInfo.newCounter,
      synced: verification.authenticationInfo.credentialBackedUp,
    });
    // As at sign-in: a passkey unlocked with user verification is two factors, unless it was
    // added without the account's second factor (passkey-store.js).
    deps.sessions.recordProof(session, {
      first: 'passkey',
      ...(passkey.countsAsSecondFactor ? { second: 'passkey' } : {}),
    });
    sendJson(res, 200, deps.recentProof.authenticationOf(user, session));
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [
      {
        method: 'POST',
        path: '/api/sso/session/reauthenticate/passkey/options',
        handle: start,
      },
      { method: 'POST', path: '/api/sso/session/reauthenticate/passkey', handle: prove },
    ],
    sweep: () => challenges.sweep(),
  };
}
