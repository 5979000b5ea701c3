// @ts-check
/**
 * What a deployment's `config.json` may hold: the deploy-time variables (env-variables.js),
 * checked with the very rules the build applies (parse-config.js). Plain JavaScript with JSDoc
 * types, like them, for the page (config.ts), the build (scripts/build/) and the deployment tool
 * (deploy/configure.js).
 */
import { deployConfigFile } from './deploy-config-file.js';
import { deployTimeVariableNames } from './env-variables.js';
import { ConfigError, parseConfig } from './parse-config.js';

export { deployConfigFile };

/** @typedef {import('./parse-config.js').ConfigProblem} ConfigProblem */

/**
 * The variables a deployment's `config.json` sets: a JSON object of deploy-time variable names
 * and string values. Their values meet parseConfig's rules once laid over the build's own
 * (`base`); when the file also names an unknown variable, those rules are applied here too, so
 * one error lists every mistake in the file instead of the first kind found.
 *
 * @param {unknown} data The parsed JSON.
 * @param {Readonly<Record<string, string | undefined>>} [base] The build's variables.
 * @returns {Record<string, string>}
 */
export function parseDeployOverrides(data, base = {}) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ConfigError([
      {
        variable: deployConfigFile,
        problem: 'malformed',
        expected: 'a JSON object of variable names and string values',
      },
    ]);
  }
  /** @type {ConfigProblem[]} */
  const problems = [];
  /** @type {Record<string, string>} */
  const overrides = {};
  for (const [variable, value] of Object.entries(data)) {
    if (!deployTimeVariableNames.includes(variable)) {
      problems.push({
        variable,
        problem: 'unknown',
        expected: `one of ${deployTimeVariableNames.join(', ')}`,
      });
    } else if (typeof value !== 'string') {
      problems.push({ variable, problem: 'malformed', expected: 'a string' });
    } else {
      overrides[variable] = value;
    }
  }
  if (problems.length > 0) {
    throw new ConfigError([...problems, ...deployTimeProblems({ ...base, ...overrides })]);
  }
  return overrides;
}

/**
 * What parseConfig finds wrong with the deploy-time variables of `env`; a build-time variable
 * missing from `env` is the build's business, not the deployment's.
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {ConfigProblem[]}
 */
export function deployTimeProblems(env) {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.filter((problem) => deployTimeVariableNames.includes(problem.variable));
  }
}
