/**
 * The code that sends a queued logout (finish-sign-out.ts), fetched only when one is queued:
 * most arrivals have none, and the sign-in page's first script need not carry it.
 */
export const loadSignOutFinisher = () => import('./finish-sign-out');
