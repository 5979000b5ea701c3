// @ts-check
/**
 * The CNPJ, a brokerage's registration with Brazil's federal revenue service: twelve characters
 * that name the company and its branch, then two check digits. Registrations from July 2026
 * may use capital letters in the first twelve (IN RFB 2.229/2024); the check digits stay
 * digits and are computed as before, each character counting as its code minus 48 (the digits
 * as themselves, A as 17, Z as 42). Read by the sign-up form and the local SSO service.
 */

const cnpjShape = /^[0-9A-Z]{12}[0-9]{2}$/;

/**
 * The fourteen characters of a CNPJ as typed, without its dots, slash, hyphen and spaces.
 *
 * @param {string} input
 */
export function cnpjCharacters(input) {
  return input.replace(/[\s./-]/g, '').toUpperCase();
}

/**
 * Modulo 11 over the characters, weighted 2 to 9 from the right and again.
 *
 * @param {string} characters
 */
function checkDigit(characters) {
  let sum = 0;
  for (let index = 0; index < characters.length; index += 1) {
    const weight = 2 + ((characters.length - 1 - index) % 8);
    sum += (characters.charCodeAt(index) - 48) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether `input` is a CNPJ whose check digits hold, punctuated or not.
 *
 * @param {string} input
 */
export function isCnpj(input) {
  const characters = cnpjCharacters(input);
  if (!cnpjShape.test(characters)) return false;
  // Fourteen equal digits pass the check but no company has them.
  if (/^(\d)\1{13}$/.test(characters)) return false;
  const body = characters.slice(0, 12);
  const first = checkDigit(body);
  const second = checkDigit(`${body}${first}`);
  return characters.slice(12) === `${first}${second}`;
}

/**
 * A CNPJ as it is printed, `12.ABC.345/01DE-35`, from as many characters as were typed.
 *
 * @param {string} input
 */
export function formatCnpj(input) {
  const c = cnpjCharacters(input).slice(0, 14);
  const parts = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12)];
  let text = parts[0] ?? '';
  if (parts[1]) text += `.${parts[1]}`;
  if (parts[2]) text += `.${parts[2]}`;
  if (parts[3]) text += `/${parts[3]}`;
  if (parts[4]) text += `-${parts[4]}`;
  return text;
}
