// @ts-check

import { isMessageLocale } from './hermes-outbox.js';
import { isPlainObject, retryAfterSeconds, sendJson } from './http-json.js';
import {
  checkEmail,
  checkText,
  readObjectBody,
  sendFieldProblems,
  sendForbiddenOrigin,
  sendTooManyAttempts,
} from './json-request.js';
import { parsePostalCode } from './postal-codes.js';
import { normalizeEmail } from './users.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ field: string, code: string }} FieldProblem */

/** Brazil's 27 federative units. */
export const brazilianStates = Object.freeze([
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
]);

/** Area codes (DDD) in use in Brazil. */
const areaCodes = new Set(
  `11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49
   51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92
   93 94 95 96 97 98 99`.split(/\s+/),
);

/**
 * A Brazilian phone number: area code and eight digits (a landline, starting 2 to 5) or nine
 * (a mobile, starting with 9), with or without the country code 55 and any punctuation.
 *
 * @param {string} input
 */
export function isBrazilianPhone(input) {
  if (!/^[\d\s()+.-]+$/.test(input)) return false;
  let digits = input.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    digits = digits.slice(2);
  }
  if (!areaCodes.has(digits.slice(0, 2))) return false;
  if (digits.length === 11) return digits[2] === '9';
  if (digits.length === 10) return /[2-5]/.test(digits[2] ?? '');
  return false;
}

/**
 * @typedef {object} SignUpRequest What the back office reviews before an account is opened.
 * @property {string} name
 * @property {string} email
 * @property {string} phone
 * @property {string} brokerage
 * @property {{ postalCode: string, street: string, number: string, complement: string,
 *   district: string, city: string, state: string }} address
 * @property {string} receivedAt
 */

/** @typedef {'postalCode' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state'} AddressField */

/** @type {Readonly<Record<AddressField, { maxLength: number, optional?: boolean }>>} */
const addressLimits = {
  postalCode: { maxLength: 9 },
  street: { maxLength: 200 },
  number: { maxLength: 20 },
  complement: { maxLength: 100, optional: true },
  district: { maxLength: 100 },
  city: { maxLength: 100 },
  state: { maxLength: 2 },
};

/**
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkSignUp(body) {
  /** @type {FieldProblem[]} */
  const fields = [];
  /**
   * @param {string} field
   * @param {string | undefined} code
   */
  const note = (field, code) => {
    if (code) fields.push({ field, code });
  };

  note('name', checkText(body.name, { maxLength: 120 }));
  note('email', checkEmail(body.email));
  const phone = checkText(body.phone, { maxLength: 30 });
  note(
    'phone',
    phone ?? (isBrazilianPhone(/** @type {string} */ (body.phone)) ? undefined : 'invalid'),
  );
  note('brokerage', checkText(body.brokerage, { maxLength: 120 }));

  const address = isPlainObject(body.address) ? body.address : {};
  if (body.address !== undefined && body.address !== null && !isPlainObject(body.address)) {
    note('address', 'invalid');
  }
  for (const [field, limits] of /** @type {[AddressField, { maxLength: number }][]} */ (
    Object.entries(addressLimits)
  )) {
    const value = address[field];
    let code = checkText(value, limits);
    if (!code && field === 'postalCode' && !parsePostalCode(String(value).trim())) code = 'invalid';
    if (
      !code &&
      field === 'state' &&
      !brazilianStates.includes(String(value).trim().toUpperCase())
    ) {
      code = 'invalid';
    }
    note(`address.${field}`, code);
  }
  if (body.locale !== undefined && !isMessageLocale(body.locale)) note('locale', 'invalid');
  return fields;
}

/**
 * @typedef {object} SignUpDependencies
 * @property {import('./users.js').UserDirectory} users
 * @property {{ isAllowed(req: IncomingMessage): boolean }} originCheck
 * @property {import('./hermes-outbox.js').HermesOutbox} outbox
 * @property {import('./login-throttle.js').AttemptRateLimiter} requestsPerAddress
 * @property {import('./message-quota.js').MessageQuota} messageQuota
 * @property {ReturnType<typeof import('./portal-links.js').createPortalLinks>} portalLinks
 * @property {(line: string) => void} log
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
    if (!deps.originCheck.isAllowed(req)) {
      sendForbiddenOrigin(res);
      return;
    }
    const waitMs = deps.requestsPerAddress.take(req.socket.remoteAddress ?? 'unknown');
    if (waitMs > 0) {
      sendTooManyAttempts(res, retryAfterSeconds(waitMs), 'Too many requests. Try again later.');
      return;
    }
    const body = await readObjectBody(req, res);
    if (!body) return;
    const fields = checkSignUp(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }

    const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value.trim() : '');
    const address = /** @type {Record<string, unknown>} */ (body.address);
    const email = text(body.email);
    const key = normalizeEmail(email);
    const locale = isMessageLocale(body.locale) ? body.locale : 'pt-BR';
    const existing = deps.users.findByEmail(key);
    const withinLimit = deps.messageQuota.take(req.socket.remoteAddress ?? 'unknown', key);

    if (!existing) {
      requests.push({
        name: text(body.name),
        email,
        phone: text(body.phone),
        brokerage: text(body.brokerage),
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
    if (withinLimit && !existing) {
      setImmediate(() => {
        deps.outbox.send({
          to: email,
          template: 'sign-up-received',
          locale,
          variables: { name: text(body.name), brokerage: text(body.brokerage) },
        });
      });
    } else if (withinLimit && existing) {
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
    sendJson(res, 202, {});
  }

  return {
    routes: { '/api/sso/signup': { POST: signUp } },
    /** The requests received for new accounts, oldest first. */
    get requests() {
      return [...requests];
    },
  };
}
