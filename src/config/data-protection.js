// @ts-check
/**
 * The controller and encarregado a deployment names (env-variables.js,
 * `dataProtectionVariables`), read with the rest of the configuration (parse-config.js), so a
 * bad CNPJ in a deployment's `config.json` is refused by `npm run configure` as any other
 * mistake is, before a broker could read it.
 */

import { cnpjCharacters, isCnpj } from '../validation/cnpj.js';
import { dataProtectionVariables } from './env-variables.js';
import { isHttpUrl } from './http-url.js';

/**
 * @typedef {object} DataProtection
 * @property {{ name: string, cnpj: string } | undefined} controller `cnpj` as its fourteen
 *   characters; the page prints it punctuated.
 * @property {{ name: string, contact: { kind: 'email' | 'url', value: string } } | undefined}
 *   encarregado
 */

/** @typedef {import('./config-error.js').ConfigProblem} ConfigProblem */

// A legal name as a registry writes it: letters, digits and the punctuation of company names.
const namePattern = /^[\p{L}\p{M}\p{N} .,&'()/-]{2,120}$/u;
const emailPattern = /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;

/**
 * @param {import('./env-variables.js').EnvSource} env
 * @param {ConfigProblem[]} problems Where a problem found is added.
 * @returns {DataProtection}
 */
export function readDataProtection(env, problems) {
  const value = (/** @type {string} */ variable) => env[variable]?.trim() ?? '';
  /**
   * Both of a pair, or neither: half a name would show a controller nobody can look up.
   *
   * @param {string} first
   * @param {string} second
   */
  const pair = (first, second) => {
    const set = [first, second].filter((variable) => value(variable));
    if (set.length === 1) {
      const missing = set[0] === first ? second : first;
      problems.push({ variable: missing, problem: 'missing', expected: `set with ${set[0]}` });
    }
    return set.length === 2;
  };
  /**
   * @param {string} variable
   * @param {boolean} valid
   * @param {string} expected
   */
  const check = (variable, valid, expected) => {
    if (!valid) problems.push({ variable, problem: 'malformed', expected });
    return valid;
  };

  const { controllerName, controllerCnpj, encarregadoName, encarregadoContact } =
    dataProtectionVariables;
  const nameRule = "a name of 2 to 120 letters, digits and . , & ' ( ) / -";
  /** @type {DataProtection} */
  const result = { controller: undefined, encarregado: undefined };
  if (pair(controllerName, controllerCnpj)) {
    const name = value(controllerName);
    const cnpj = value(controllerCnpj);
    const nameHolds = check(controllerName, namePattern.test(name), nameRule);
    const cnpjHolds = check(
      controllerCnpj,
      isCnpj(cnpj),
      'a CNPJ whose check digits hold, such as "11.222.333/0001-81"',
    );
    if (nameHolds && cnpjHolds) result.controller = { name, cnpj: cnpjCharacters(cnpj) };
  }
  if (pair(encarregadoName, encarregadoContact)) {
    const name = value(encarregadoName);
    const contact = value(encarregadoContact);
    const kind = emailPattern.test(contact) ? 'email' : isHttpUrl(contact) ? 'url' : undefined;
    const nameHolds = check(encarregadoName, namePattern.test(name), nameRule);
    const contactHolds = check(
      encarregadoContact,
      kind !== undefined,
      'an email address or an http(s) page, such as "encarregado@gofy.example"',
    );
    if (nameHolds && contactHolds && kind) {
      result.encarregado = {
        name,
        contact: { kind, value: kind === 'url' ? new URL(contact).href : contact },
      };
    }
  }
  return result;
}
