// @ts-check

import { brazilianStateCodes } from '../../src/validation/brazilian-states.js';
import { isCnpj } from '../../src/validation/cnpj.js';
import { isSusepRegistration, maxSusepLength } from '../../src/validation/susep.js';
import { checkEmail, checkText } from '../http/field-checks.js';
import { isPlainObject } from '../http/json-body.js';
import { isMessageLocale } from '../notices/hermes-outbox.js';
import { parsePostalCode } from '../suite-services/postal-codes.js';

/**
 * What a request for an account must hold, field by field, as the contract's `SignUpRequest`
 * says: a Brazilian phone and address, the brokerage's CNPJ with its check digits, within the
 * lengths the back office can show.
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
  const cnpj = checkText(body.cnpj, { maxLength: 18 });
  note('cnpj', cnpj ?? (isCnpj(/** @type {string} */ (body.cnpj).trim()) ? undefined : 'invalid'));
  // Optional: a brokerage may apply while the broker's registration is under way.
  const susep = typeof body.susep === 'string' ? body.susep.trim() : '';
  note(
    'susep',
    checkText(body.susep, { maxLength: maxSusepLength, optional: true }) ??
      (susep && !isSusepRegistration(susep) ? 'invalid' : undefined),
  );

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
      !brazilianStateCodes.includes(String(value).trim().toUpperCase())
    ) {
      code = 'invalid';
    }
    note(`address.${field}`, code);
  }
  if (body.locale !== undefined && !isMessageLocale(body.locale)) note('locale', 'invalid');
  return fields;
}
