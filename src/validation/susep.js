// @ts-check
/**
 * A broker's registration with SUSEP, Brazil's insurance regulator. Its number has been
 * written many ways over the years (`10.2012345.8`, `202031738`), so only its shape is held:
 * digits with the dots, slash, hyphen or spaces it is printed with, 5 to 15 digits in all. Read
 * by the sign-up form and the local SSO service (docs/openapi.yaml, `SignUpRequest.susep`).
 */

export const maxSusepLength = 20;

/** @param {string} input */
export function isSusepRegistration(input) {
  if (input.length > maxSusepLength || !/^[0-9][0-9 ./-]*[0-9]$/.test(input)) return false;
  const digits = input.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 15;
}
