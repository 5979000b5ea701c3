/**
 * What leaving the sign-in page takes: judging the return target, watching for a loop with a
 * suite application, following it. Needed only once the user is signed in, so it loads then
 * (use-sign-in-exit.ts), in the chunk of the SSO calls that signed them in; and to say where
 * the broker will go (use-return-app.ts), once the page has read its address.
 */
export { followReturnTarget } from './follow-return-target';
export { returnAppOf } from './return-app';
export { forgetReturnTrips, isReturnLoop, noteReturnTrip } from './return-loop';
export { parseReturnTarget } from './return-target';
