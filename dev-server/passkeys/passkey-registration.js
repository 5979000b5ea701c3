// @ts-check
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { sendFederationRequired, sendFieldProblems } from '../http/error-answers.js';
import { sendError, sendJson } from '../http/json-answers.js';
import { readJson, readJsonObject } from '../http/json-body.js';
import { describeUserAgent } from '../http/user-agent.js';
import { needsSecondFactor } from '../sign-in/pending-sign-in-answer.js';
import { CeremonyChallenges } from './ceremony-challenges.js';
import { checkPasskeyRegistration } from './passkey-requests.js';
import { passkeyNoticeVariables, passkeyView } from './passkey-view.js';
import { ceremonyCapacity, ceremonyTtlMs, expectedOriginsOf, verdictOn } from './relying-party.js';

/**
 * Adding a passkey to the signed-in account (the contract's `startPasskeyRegistration` and
 * `finishPasskeyRegistration`). A passkey signs in as two factors, so on an account with a
 * second factor it may only be added by a session that proved that factor just now: a
 * sign-in that skipped the code on a trusted device would otherwise make a passkey that skips
 * it everywhere, and from there turn the authenticator off.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../accounts/users.js').User} User */
/** @typedef {import('../sessions/sessions.js').Session} Session */

/**
 * @typedef {object} PasskeyRegistrationDependencies
 * @property {import('./passkey-store.js').PasskeyStore} passkeys
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: User, session: Session } | undefined} requireSession The signed-in user, or
 *   `undefined` after answering 401.
 * @property {import('./relying-party.js').RelyingParty} relyingParty
 * @property {boolean} cookieSecure
 * @property {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof What a change asks of
 *   the session.
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 * @property {() => number} now
 */

// Ed25519, P-256 and RSA: what platform authenticators and security keys make.
const algorithms = [-8, -7, -257];

/** @param {ServerResponse} res */
function sendPasskeyRefused(res) {
  sendError(res, 422, 'passkey_refused', 'The passkey could not be verified.');
}

/** @param {PasskeyRegistrationDependencies} deps */
export function createPasskeyRegistrationRoutes(deps) {
  const { passkeys, relyingParty, secondFactors } = deps;
  const expectedOrigins = expectedOriginsOf(relyingParty, deps.cookieSecure);
  const challenges = new CeremonyChallenges({
    now: deps.now,
    ttlMs: ceremonyTtlMs,
    capacity: ceremonyCapacity,
  });

  /**
   * The session may add a passkey now; otherwise answers 403: `federation_required` for an
   * account whose brokerage requires its provider, which no new sign-in changes (a passkey
   * would never sign it in: passkey-sign-in.js refuses it), else what recent-proof.js asks.
   *
   * @param {ServerResponse} res
   * @param {{ user: User, session: Session }} signedIn
   */
  function mayAdd(res, signedIn) {
    const { user } = signedIn;
    const required = deps.companyDomains.requiredProviderOf(user.email);
    if (required) {
      sendFederationRequired(res, required);
      return false;
    }
    return deps.recentProof.require(res, signedIn, 'add-passkey');
  }

  /**
   * Whether a passkey added now counts as a second factor. Read when it is stored: an
   * authenticator turned on while its answer was being checked makes it one that does not.
   *
   * @param {{ user: User, session: Session }} signedIn
   */
  const countsAsSecondFactor = ({ user, session }) =>
    !needsSecondFactor(user, secondFactors) ||
    deps.recentProof.secondFactorRecentUntil(session) !== null;

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function start(req, res) {
    if (!(await readJson(req, res))) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn || !mayAdd(res, signedIn)) return;
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
    challenges.issue(session.id, publicKey.challenge);
    // The device the passkey will be listed with, for the portal to name it after.
    sendJson(res, 200, { publicKey, device: describeUserAgent(req.headers['user-agent']) });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function finish(req, res) {
    const body = await readJsonObject(req, res);
    if (!body) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const fields = checkPasskeyRegistration(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    // Again: a sign-in or a second factor recent when the options were asked may not be now.
    if (!mayAdd(res, signedIn)) return;
    const challenge = challenges.take(signedIn.session.id);
    if (!challenge) {
      sendPasskeyRefused(res);
      return;
    }
    const verification = await verdictOn(() =>
      verifyRegistrationResponse({
        response: /** @type {import('@simplewebauthn/server').RegistrationResponseJSON} */ (
          body.credential
        ),
        expectedChallenge: challenge,
        expectedOrigin: expectedOrigins(req),
        expectedRPID: relyingParty.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: algorithms,
      }),
    );
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
      countsAsSecondFactor: countsAsSecondFactor(signedIn),
      // The request that added it, not the options': the same browser, and the one that made it.
      device: describeUserAgent(req.headers['user-agent']),
    });
    if (!stored) {
      sendPasskeyRefused(res);
      return;
    }
    deps.notify(req, signedIn.user, 'passkey-added', passkeyNoticeVariables(req, stored));
    deps.noteActivity(req, signedIn.user, {
      kind: 'passkey_added',
      sessionId: signedIn.session.id,
    });
    sendJson(res, 201, passkeyView(stored));
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [
      { method: 'POST', path: '/api/sso/passkeys/registration/options', handle: start },
      { method: 'POST', path: '/api/sso/passkeys/registration', handle: finish },
    ],
    sweep: () => challenges.sweep(),
  };
}
