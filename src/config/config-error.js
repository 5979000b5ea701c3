// @ts-check
/**
 * What is wrong with a configuration, variable by variable. A module of its own so that the
 * page can tell this error apart (portal-root.tsx) without loading the rules that raise it.
 */

/**
 * @typedef {object} ConfigProblem
 * @property {string} variable
 * @property {'missing' | 'malformed' | 'unknown' | 'unreachable'} problem `unknown`: a
 *   deployment's `config.json` names a variable that cannot be set there (a typo, or one fixed
 *   at build time); `unreachable`: the page could not load that file.
 * @property {string} expected
 */

export class ConfigError extends Error {
  /** @param {readonly ConfigProblem[]} problems */
  constructor(problems) {
    super(
      `Invalid portal configuration:\n${problems
        .map((p) => `  ${p.variable} is ${p.problem}: expected ${p.expected}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
    /** @type {readonly ConfigProblem[]} */
    this.problems = problems;
  }
}
