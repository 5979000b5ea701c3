// @ts-check
/**
 * The suite's applications, by the key the SSO contract gives each (`ApplicationKey` in
 * docs/openapi.yaml, what `user.apps` holds), in the order the main screen shows them to a
 * first-time user. Plain JavaScript so the portal's launcher, the local SSO service, which
 * grants them, and the tests read one list: an application added here reaches all three.
 */
export const suiteApplications = Object.freeze(
  /** @type {const} */ ([
    'pipeline',
    'insured',
    'multiquote',
    'automation',
    'schedule',
    'notifications',
    'education',
  ]),
);

/** @typedef {(typeof suiteApplications)[number]} SuiteAppKey */

/**
 * @param {unknown} value
 * @returns {value is SuiteAppKey}
 */
export function isSuiteApplication(value) {
  return (
    typeof value === 'string' &&
    /** @type {readonly string[]} */ (suiteApplications).includes(value)
  );
}
