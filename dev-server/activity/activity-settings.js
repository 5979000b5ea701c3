// @ts-check
import { defaultActivityFile } from './demo-activity.js';

/**
 * The settings of the account's activity, in the service's table (settings/setting-table.js):
 * how long it is kept, and the demo activity the service starts with.
 *
 * @type {readonly import('../settings/setting-table.js').Setting[]}
 */
export const activitySettings = [
  // Marco Civil da Internet (Lei 12.965/2014), art. 15: six months of access records.
  {
    path: 'activityRetentionDays',
    env: 'SSO_ACTIVITY_RETENTION_DAYS',
    type: 'number',
    default: 183,
    range: { max: 3650 },
    about: "days each account's sign-ins and security changes are kept",
  },
  {
    path: 'activityFile',
    env: 'SSO_ACTIVITY_FILE',
    type: 'path',
    default: defaultActivityFile,
    about: 'demo activity, dated back from the start',
  },
];
