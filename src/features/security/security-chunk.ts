/**
 * What the security pages' one chunk holds: `/security` and its recent activity,
 * `/security/activity`, which is reached from it. One chunk rather than two keeps the runtime's
 * map of chunks (part of the sign-in page's first script) from growing by a page.
 */
export { activityPage } from './activity/activity-page';
export { securityPage } from './security-page';
