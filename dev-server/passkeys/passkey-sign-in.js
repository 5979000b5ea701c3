// @ts-check
import { randomBytes } from 'node:crypto';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import {
  sendFederationRequired,
  sendFieldProblems,
  sendTooManyAttempts,
} from '../http/error-answers.js';
import { sendError, sendJson } from '../http/json-answers.js';
import { readJson, readJsonObject } from '../http/json-body.js';
import { AttemptRateLimiter, clientAddress, takeSignInAttempt } from '../sign-in/login-throttle.js';
import { answerOneFactor } from '../sign-in/one-factor-sign-in.js';
import { answerWithNewSession, rememberLocale } from '../sign-in/sign-in-session.js';
import { CeremonyChallenges } from './ceremony-challenges.js';
import { verifyPasskeyAssertion } from './passkey-assertion.js';
import { checkPasskeySignIn } from './passkey-requests.js';
import { ceremonyTtlMs, expectedOriginsOf } from './relying-party.js';

/**
 * Signing in with a passkey (the contract's `startPasskeySignIn` and `signInWithPasskey`),
 * which ends in the same session as a password.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} PasskeySignInDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('./passkey-store.js').PasskeyStore} passkeys
 * @property {import('../sign-in/login-throttle.js').AttemptRateLimiter} rateLimiter Shared with login.
 * @property {import('../settings/service-options.js').ResolvedOptions['passkeySignInLimit']} limits
 *   Attempts started per client address, and kept waiting per address and in all.
 * @property {import('./relying-party.js').RelyingParty} relyingParty
 * @property {boolean} cookieSecure
 * @property {{ browserSessionMs: number, rememberedMs: number }} lifetimes
 * @property {() => number} now
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 * @property {import('../sign-in/pending-sign-ins.js').PendingSignIns} pendingSignIns
 * @property {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('../second-factor/code-lockout.js').CodeLockout} codeLockout
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains
 */

/** @param {ServerResponse} res */
function sendPasskeyRefused(res) {
  sendError(res, 401, 'passkey_refused', 'The passkey could not be verified.');
}

/** @param {ServerResponse} res */
function sendPasskeyUnknown(res) {
  sendError(res, 401, 'passkey_unknown', 'No passkey with this id.');
}

/** @param {PasskeySignInDependencies} deps */
export function createPasskeySignInRoutes(deps) {
  const { passkeys, relyingParty } = deps;
  const expectedOrigins = expectedOriginsOf(relyingParty, deps.cookieSecure);
  const { limits } = deps;
  // Each page asks for an attempt when the sign-in page opens and after each one ends: one
  // address asking for many is no page, and must not crowd out anybody else's attempts.
  const startsPerAddress = new AttemptRateLimiter({
    maxAttempts: limits.perAddress,
    windowMs: limits.windowMs,
    now: deps.now,
  });
  const signInChallenges = new CeremonyChallenges({
    now: deps.now,
    ttlMs: ceremonyTtlMs,
    capacity: limits.waiting,
    perOwner: limits.waitingPerAddress,
  });

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function startSignIn(req, res) {
    const address = clientAddress(req);
    const waitMs = startsPerAddress.take(address);
    if (waitMs > 0) {
      sendTooManyAttempts(res, waitMs, 'Too many passkey sign-ins started. Try again later.');
      return;
    }
    // A body is not expected; reading it still enforces the size limit.
    if (!(await readJson(req, res))) return;
    const attemptId = randomBytes(24).toString('base64url');
    const publicKey = await generateAuthenticationOptions({
      rpID: relyingParty.id,
      allowCredentials: [],
      userVerification: 'required',
      timeout: ceremonyTtlMs,
    });
    signInChallenges.issue(attemptId, publicKey.challenge, address);
    sendJson(res, 200, { attemptId, publicKey });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function signIn(req, res) {
    if (!takeSignInAttempt(req, res, deps.rateLimiter)) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const fields = checkPasskeySignIn(body, deps.users.allowedApplicationIds);
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
      sendPasskeyUnknown(res);
      return;
    }
    // The authenticator names the account the passkey was made for; it must be its owner's.
    const { userHandle } = credential.response;
    if (userHandle !== undefined && userHandle !== passkeys.userHandleOf(user.id)) {
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
    if (!verification?.verified) {
      // A passkey of the account that did not prove itself: an attempt on it the owner sees.
      deps.noteActivity(req, user, { kind: 'sign_in', result: 'refused', method: 'passkey' });
      sendPasskeyRefused(res);
      return;
    }
    // A password reset may have removed the passkey while its signature was checked.
    if (passkeys.find(passkey.id) !== passkey) {
      sendPasskeyUnknown(res);
      return;
    }
    // Only the company's provider signs in an account of a domain that requires it.
    const requiredProvider = deps.companyDomains.requiredProviderOf(user.email);
    if (requiredProvider) {
      sendFederationRequired(res, requiredProvider);
      return;
    }
    passkeys.recordUse(passkey, {
      counter: verification.authenticationInfo.newCounter,
      synced: verification.authenticationInfo.credentialBackedUp,
    });
    rememberLocale(user, body);
    // A passkey the authenticator unlocked with a PIN or biometrics (user verification is
    // required above) is two factors: something held and something known or been. Unless it
    // was added without the account's second factor: then it proves what a password does.
    if (!passkey.countsAsSecondFactor) {
      answerOneFactor(req, res, deps, { user, rememberMe, firstFactor: 'passkey' });
      return;
    }
    answerWithNewSession(req, res, deps, {
      user,
      rememberMe,
      proven: { first: 'passkey', second: 'passkey' },
    });
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [
      { method: 'POST', path: '/api/sso/passkeys/sign-in/options', handle: startSignIn },
      { method: 'POST', path: '/api/sso/passkeys/sign-in', handle: signIn },
    ],
    sweep: () => {
      signInChallenges.sweep();
      startsPerAddress.sweep();
    },
  };
}
