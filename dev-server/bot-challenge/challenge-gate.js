// @ts-check
import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../accounts/users.js';
import { sendError } from '../http/json-answers.js';
import { clientAddress } from '../sign-in/login-throttle.js';
import { presentedDevice } from '../sign-in/sign-in-session.js';
import { checkSolution, createChallenge } from './challenge-protocol.js';
import { createChallengeRoute } from './challenge-route.js';
import { SignInRisk } from './sign-in-risk.js';
import { UsedChallenges } from './used-challenges.js';

/**
 * The bot challenge at the door of the guarded requests (contract, tag `bot-challenge`):
 * `login`, `requestPasswordReset` and `requestAccount` ask `admits` before anything of the
 * email's account is looked at, the company start asks `startVerdict`, and `login` tells
 * `recordFailedSignIn` of each failure. Risk decides (sign-in-risk.js); the challenge is
 * ALTCHA's (challenge-protocol.js), each solution taken once (used-challenges.js).
 */

/**
 * @typedef {import('./challenge-settings.js').ResolvedBotChallenge & {
 *   knownDevices: import('../sessions/known-devices.js').KnownDevices,
 *   cookieSecure: boolean,
 *   now: () => number }} BotChallengeDependencies
 *
 * @typedef {'pass' | 'challenge_required' | 'challenge_invalid'} Verdict
 */

const messages = {
  challenge_required: 'Solve the challenge and send the request again.',
  challenge_invalid:
    'The solution was not accepted. Solve this challenge and send the request again.',
};

/** @param {BotChallengeDependencies} deps */
export function createBotChallenge(deps) {
  const { now, ttlMs, maxNumber } = deps;
  // Without a configured secret, one for this run: challenges issued before a restart fail,
  // and are answered with a new one.
  const secret = deps.secret ?? randomBytes(32).toString('hex');
  const risk = new SignInRisk({ ...deps, now });
  const used = new UsedChallenges({ now });

  const issue = () => createChallenge({ secret, now: now(), ttlMs, maxNumber });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {string | undefined} email
   * @param {string | null | undefined} solution What the request carries, if anything.
   * @returns {Verdict}
   */
  function verdict(req, email, solution) {
    const asks = risk.asksChallenge({
      address: clientAddress(req),
      emailKey: email === undefined ? undefined : normalizeEmail(email),
      knownDevice: presentedDevice(req, deps) !== undefined,
    });
    if (!asks) return 'pass';
    if (!solution) return 'challenge_required';
    const checked = checkSolution(solution, { secret, now: now() });
    return checked.ok && used.take(checked.id, checked.expiresAt) ? 'pass' : 'challenge_invalid';
  }

  /**
   * Whether a fetch request may go on; if not, it has been answered 403 with a challenge.
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} [email] The email the request names.
   */
  function admits(req, res, email) {
    const header = req.headers['gofy-challenge'];
    const result = verdict(req, email, Array.isArray(header) ? header[0] : header);
    if (result === 'pass') return true;
    sendError(res, 403, result, messages[result], { extra: { challenge: issue() } });
    return false;
  }

  /**
   * The company start's verdict, from its `challenge` parameter.
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {string | null} solution
   */
  const startVerdict = (req, solution) => verdict(req, undefined, solution);

  /**
   * Counts a failed sign-in from this request's address for the email.
   *
   * @param {import('node:http').IncomingMessage} req
   * @param {string} email
   */
  function recordFailedSignIn(req, email) {
    risk.recordFailure(clientAddress(req), normalizeEmail(email));
  }

  /**
   * The right password was typed for the email.
   *
   * @param {string} email
   */
  function recordRightPassword(email) {
    risk.recordRightPassword(normalizeEmail(email));
  }

  const route = createChallengeRoute({ issue, perAddress: deps.issuePerAddress, now });
  return {
    admits,
    startVerdict,
    recordFailedSignIn,
    recordRightPassword,
    routes: route.routes,
    sweep() {
      risk.sweep();
      used.sweep();
      route.sweep();
    },
  };
}

/** @typedef {ReturnType<typeof createBotChallenge>} BotChallenge */
