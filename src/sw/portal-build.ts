/**
 * The identity of the build this code is part of (scripts/build/build-id.ts), the same in the
 * page and in its service worker: how the page tells a worker of another build from one of
 * its own.
 */
declare const __PORTAL_BUILD__: string;
export const portalBuild: string = __PORTAL_BUILD__;

/** The message that asks a service worker for its build; it answers on the port sent with it. */
export const buildQuery = 'GET_BUILD';
