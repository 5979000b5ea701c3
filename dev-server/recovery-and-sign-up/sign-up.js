// @ts-check

import { cnpjCharacters } from '../../src/validation/cnpj.js';
import { normalizeEmail } from '../accounts/users.js';
import { sendFieldProblems, sendTooManyAttempts } from '../http/error-answers.js';
import { sendJson } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { isMessageLocale } from '../notices/hermes-outbox.js';
import { clientAddress } from '../sign-in/login-throttle.js';
import { checkSignUp } from './sign-up-request.js';

/**
 * How long the back office takes to answer a request, told to every applicant alike. Two
 * business days is what brokerage platforms in Brazil commonly promise for a new partner.
 */
const reviewBusinessDays = 2;

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} SignUpRequest What the back office reviews before an account is opened.
 * @property {string} name
 * @property {string} email
 * @property {string} phone
 * @property {string} brokerage
 * @property {string} cnpj Fourteen characters, without punctuation.
 * @property {string} susep Empty when the broker has none yet.
 * @property {{ postalCode: string, street: string, number: string, complement: string,
 *   district: string, city: string, state: string }} address
 * @property {string} receivedAt
 */

/**
 * @typedef {object} SignUpDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../notices/hermes-outbox.js').HermesOutbox} outbox
 * @property {import('../sign-in/login-throttle.js').AttemptRateLimiter} requestsPerAddress
 * @property {import('../notices/message-quota.js').MessageQuota} messageQuota
 * @property {ReturnType<typeof import('../http/portal-links.js').createPortalLinks>} portalLinks
 * @property {(line: string) => void} log
 * @property {import('../bot-challenge/challenge-gate.js').BotChallenge} botChallenge On risk,
 *   asked once the request is known to be well formed.
 * @property {() => number} now
 */

/**
 * `POST /api/sso/signup`: a brokerage asks for an account. The answer is the same whether or
 * not the email already has one; the owner of an existing account is told instead, by hermes.
 *
 * @param {SignUpDependencies} deps
 */
export function createSignUpRoutes(deps) {
  /** @type {SignUpRequest[]} */
  const requests = [];

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function signUp(req, res) {
    const waitMs = deps.requestsPerAddress.take(clientAddress(req));
    if (waitMs > 0) {
      sendTooManyAttempts(res, waitMs);
      return;
    }
    const body = await readJsonObject(req, res);
    if (!body) return;
    const fields = checkSignUp(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }

    const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value.trim() : '');
    const address = /** @type {Record<string, unknown>} */ (body.address);
    const email = text(body.email);
    if (!deps.botChallenge.admits(req, res, email)) return;
    const key = normalizeEmail(email);
    const locale = isMessageLocale(body.locale) ? body.locale : 'pt-BR';
    const existing = deps.users.findByEmail(key);
    const mayMessage = deps.messageQuota.take(clientAddress(req), key);

    if (!existing) {
      requests.push({
        name: text(body.name),
        email,
        phone: text(body.phone),
        brokerage: text(body.brokerage),
        cnpj: cnpjCharacters(text(body.cnpj)),
        susep: text(body.susep),
        address: {
          postalCode: text(address.postalCode),
          street: text(address.street),
          number: text(address.number),
          complement: text(address.complement),
          district: text(address.district),
          city: text(address.city),
          state: text(address.state).toUpperCase(),
        },
        receivedAt: new Date(deps.now()).toISOString(),
      });
    }
    if (mayMessage && !existing) {
      setImmediate(() => {
        deps.outbox.send({
          to: email,
          template: 'sign-up-received',
          locale,
          variables: { name: text(body.name), brokerage: text(body.brokerage) },
        });
      });
    } else if (mayMessage && existing) {
      const links = deps.portalLinks(req);
      if ('refusal' in links) {
        deps.log(
          `No sign-up-existing-account message sent to ${existing.email}: ${links.refusal}.`,
        );
      } else {
        setImmediate(() => {
          deps.outbox.send({
            to: existing.email,
            template: 'sign-up-existing-account',
            locale,
            variables: {
              name: existing.name,
              signInUrl: `${links.base}/login`,
              forgotPasswordUrl: `${links.base}/forgot-password`,
            },
          });
        });
      }
    }
    sendJson(res, 202, { reviewBusinessDays });
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [{ method: 'POST', path: '/api/sso/signup', handle: signUp }],
    /** The requests received for new accounts, oldest first. */
    get requests() {
      return [...requests];
    },
  };
}
