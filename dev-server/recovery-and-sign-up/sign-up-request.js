// @ts-check

import { brazilianStateCodes } from '../../src/validation/brazilian-states.js';
import { isCnpj } from '../../src/validation/cnpj.js';
import { isSusepRegistration } from '../../src/validation/susep.js';
import { requestBodyCheck } from '../http/request-fields.js';

/**
 * What a request for an account must hold: the contract's `SignUpRequest` (lengths, required
 * fields, shapes), then a Brazilian phone and address and the brokerage's CNPJ with its check
 * digits, which no schema can say.
 */

/** @typedef {import('../http/error-answers.js').FieldProblem} FieldProblem */

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
 * What `SignUpRequest`'s schema cannot say: the phone is Brazilian, the CNPJ's check digits
 * hold, the SUSEP number has 5 to 15 digits, and the state is one of Brazil's 27 UFs.
 *
 * @type {import('../http/request-fields.js').FieldRules}
 */
const signUpRules = {
  phone: (phone) => (isBrazilianPhone(phone) ? undefined : 'invalid'),
  cnpj: (cnpj) => (isCnpj(cnpj) ? undefined : 'invalid'),
  // Optional: a brokerage may apply while the broker's registration is under way.
  susep: (susep) => (susep === undefined || isSusepRegistration(susep) ? undefined : 'invalid'),
  'address.state': (state) =>
    brazilianStateCodes.includes(state.toUpperCase()) ? undefined : 'invalid',
};

const signUpRequest = requestBodyCheck('requestAccount');

/**
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkSignUp(body) {
  return signUpRequest.problems(body, signUpRules);
}
