import type { FieldProblem } from '../../api/sso-account';
import type { AccountMessageKey } from '../../i18n/account-messages-en';
import { brazilianStateCodes } from '../../validation/brazilian-states';
import { cnpjCharacters, isCnpj } from '../../validation/cnpj';
import { maxEmailLength, validateEmail } from '../../validation/email';
import { isSusepRegistration, maxSusepLength } from '../../validation/susep';
import { characterCount, hasHiddenCharacter } from '../../validation/text-characters';
import { isBrazilianPhone } from './brazilian-phone';
import { isCompletePostalCode } from './postal-code-format';

export interface SignUpForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly brokerage: string;
  readonly cnpj: string;
  readonly susep: string;
  readonly postalCode: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
}

export type SignUpField = keyof SignUpForm;

/** The order of the fields on screen: the first in error gets the focus. */
export const signUpFields: readonly SignUpField[] = [
  'name',
  'email',
  'phone',
  'brokerage',
  'cnpj',
  'susep',
  'postalCode',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
];

export const addressFields = ['street', 'district', 'city', 'state'] as const;
export type FilledAddressField = (typeof addressFields)[number];

export type SignUpErrors = Partial<Record<SignUpField, AccountMessageKey>>;

interface FieldRule {
  readonly maxLength: number;
  readonly optional?: boolean;
  readonly required?: AccountMessageKey;
  readonly invalid: AccountMessageKey;
}

// The same limits as the service's (docs/openapi.yaml, `requestAccount`).
const rules: Readonly<Record<SignUpField, FieldRule>> = {
  name: { maxLength: 120, required: 'validation.name.required', invalid: 'validation.tooLong' },
  email: {
    maxLength: maxEmailLength,
    required: 'validation.email.required',
    invalid: 'validation.email.invalid',
  },
  phone: {
    maxLength: 30,
    required: 'validation.phone.required',
    invalid: 'validation.phone.invalid',
  },
  brokerage: {
    maxLength: 120,
    required: 'validation.brokerage.required',
    invalid: 'validation.tooLong',
  },
  cnpj: {
    maxLength: 18,
    required: 'validation.cnpj.required',
    invalid: 'validation.cnpj.invalid',
  },
  susep: { maxLength: maxSusepLength, optional: true, invalid: 'validation.susep.invalid' },
  postalCode: {
    maxLength: 20,
    required: 'validation.postalCode.required',
    invalid: 'validation.postalCode.invalid',
  },
  street: { maxLength: 200, required: 'validation.street.required', invalid: 'validation.tooLong' },
  number: { maxLength: 20, required: 'validation.number.required', invalid: 'validation.tooLong' },
  complement: { maxLength: 100, optional: true, invalid: 'validation.tooLong' },
  district: {
    maxLength: 100,
    required: 'validation.district.required',
    invalid: 'validation.tooLong',
  },
  city: { maxLength: 100, required: 'validation.city.required', invalid: 'validation.tooLong' },
  state: {
    maxLength: 2,
    required: 'validation.state.required',
    invalid: 'validation.state.invalid',
  },
};

/** The most characters a field may have, for telling the user. */
export function signUpMaxLength(field: SignUpField): number {
  return rules[field].maxLength;
}

/** Why one field cannot be sent as it is, or `undefined` when it can. */
export function validateSignUpField(
  field: SignUpField,
  value: string,
  postalCodeFormat: string,
): AccountMessageKey | undefined {
  const rule = rules[field];
  const trimmed = value.trim();
  if (!trimmed) return rule.optional ? undefined : rule.required;
  if (field === 'email') return validateEmail(trimmed);
  // Said before any other rule: the character cannot be seen, so no other advice would help.
  if (hasHiddenCharacter(trimmed)) return 'validation.hiddenCharacter';
  if (field === 'phone' && !isBrazilianPhone(trimmed)) return rule.invalid;
  if (field === 'cnpj' && !isCnpj(trimmed)) {
    // A character missing or one too many is a different slip from a typo in a full number.
    return cnpjCharacters(trimmed).length === 14 ? rule.invalid : 'validation.cnpj.incomplete';
  }
  if (field === 'susep' && !isSusepRegistration(trimmed)) return rule.invalid;
  if (field === 'postalCode' && !isCompletePostalCode(trimmed, postalCodeFormat)) {
    return rule.invalid;
  }
  if (field === 'state' && !brazilianStateCodes.includes(trimmed.toUpperCase()))
    return rule.invalid;
  return characterCount(trimmed) > rule.maxLength ? rule.invalid : undefined;
}

export function validateSignUp(form: SignUpForm, postalCodeFormat: string): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const field of signUpFields) {
    const problem = validateSignUpField(field, form[field], postalCodeFormat);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The service names address fields `address.street`; the form, `street`. Its `invalid` covers
 * several reasons, so the field is judged again here for the specific one, when it can be.
 */
export function errorsFromService(
  fields: readonly FieldProblem[],
  form: SignUpForm,
  postalCodeFormat: string,
): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const { field, code } of fields) {
    const name = field.replace(/^address\./, '') as SignUpField;
    const rule = rules[name];
    if (!rule || errors[name]) continue;
    errors[name] =
      code === 'required' && rule.required
        ? rule.required
        : (validateSignUpField(name, form[name], postalCodeFormat) ?? rule.invalid);
  }
  return errors;
}
