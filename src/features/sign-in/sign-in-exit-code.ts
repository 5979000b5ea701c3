/**
 * What leaving the sign-in page takes: judging the return target, watching for a loop with a
 * suite application, following it. Needed only once the user is signed in, so it loads then
 * (use-sign-in-exit.ts), in the chunk of the SSO calls that signed them in.
 */
export { followReturnTarget } from './follow-return-target';
export { forgetReturnTrips, isReturnLoop, noteReturnTrip } from './return-loop';
export { parseReturnTarget } from './return-target';
