// @ts-check
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Authenticator codes (TOTP, RFC 6238) as every common app makes them: SHA-1, six digits,
 * 30-second steps, a base32 secret of 20 random bytes.
 */

const periodSeconds = 30;

/** A fresh shared secret, in base32 without padding (32 characters). */
export function newAuthenticatorSecret() {
  return generateSecret({ length: 20 });
}

/**
 * What the QR code holds: `otpauth://totp/gofy:<email>?secret=…&issuer=gofy`.
 *
 * @param {string} email
 * @param {string} secret
 */
export function authenticatorUri(email, secret) {
  return generateURI({ issuer: 'gofy', label: email, secret });
}

/**
 * The time step a code belongs to, when it comes from `secret` at `nowMs` or one step either
 * side (a phone's clock a little off), and its step is after `afterTimeStep`: a code, once
 * used, is never taken again, nor one older than it.
 *
 * @param {{ secret: string, digits: string, nowMs: number, afterTimeStep?: number }} check
 * @returns {Promise<number | undefined>}
 */
export async function matchingTimeStep({ secret, digits, nowMs, afterTimeStep }) {
  const result = await verify({
    secret,
    token: digits,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: periodSeconds,
    ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
  });
  // The result of a TOTP check carries its step; the type is shared with HOTP's, which not.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
