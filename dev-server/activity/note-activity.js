// @ts-check
import { clientAddress } from '../sign-in/login-throttle.js';

/**
 * How a route notes an event of an account: the browser and address are the request's. Only
 * for an account that exists: a caller holds its `User`, so no unknown email gets a record.
 *
 * @param {import('./activity-log.js').ActivityLog} log
 */
export function createActivityNotes(log) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('../accounts/users.js').User} user
   * @param {Omit<import('./activity-log.js').ActivityDetails, 'userAgent' | 'address'>} details
   */
  return function noteActivity(req, user, details) {
    return log.record(user.id, {
      ...details,
      // Kept to name the device, as a session's is; no real one is longer.
      userAgent: (req.headers['user-agent'] ?? '').slice(0, 512),
      address: clientAddress(req),
    });
  };
}

/**
 * How a sign-in is told in the activity, from what it proved: a first factor alone, or with a
 * code (a passkey that counts as both factors is a passkey sign-in).
 *
 * @param {import('../sessions/sessions.js').ProvenAtSignIn} proven
 * @returns {import('./activity-log.js').SignInMethod}
 */
export function signInMethod(proven) {
  const first = proven.first === 'company_provider' ? 'company' : proven.first;
  return proven.second === undefined || proven.second === 'passkey' ? first : `${first}_and_code`;
}

/**
 * How a sign-in waiting for its code is told in the activity: its first factor and a code.
 *
 * @param {import('../sign-in/pending-sign-ins.js').PendingSignIn} pending
 * @returns {{ method: import('./activity-log.js').SignInMethod, provider?: string }}
 */
export function codeSignIn(pending) {
  return {
    method: signInMethod({ first: pending.firstFactor, second: 'authenticator_code' }),
    ...(pending.provider ? { provider: pending.provider } : {}),
  };
}

/**
 * A password changed while signed in is the account's activity, as the session's that changed
 * it (password-change/, `onPasswordChanged`).
 *
 * @param {NoteActivity} noteActivity
 * @returns {(change: import('../password-change/new-password-in-place.js').PasswordChanged) => void}
 */
export function passwordChangeNote(noteActivity) {
  return ({ req, user, session }) => {
    noteActivity(req, user, { kind: 'password_changed', sessionId: session.id });
  };
}

/** @typedef {ReturnType<typeof createActivityNotes>} NoteActivity */
