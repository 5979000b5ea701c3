// @ts-check
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { verdictOn } from './relying-party.js';

/**
 * Checking a passkey's signed answer against the challenge the service issued and the public
 * key it keeps, the same way for a sign-in and for proving oneself again in a session: user
 * verification always required, since a passkey counts as a second factor only when its
 * authenticator asked for a PIN or biometrics.
 */

/** @typedef {import('@simplewebauthn/server').AuthenticationResponseJSON} AuthenticationResponseJSON */

/**
 * @param {object} ceremony
 * @param {AuthenticationResponseJSON} ceremony.credential The browser's answer.
 * @param {string} ceremony.challenge The challenge issued for this ceremony.
 * @param {import('./passkey-store.js').StoredPasskey} ceremony.passkey The stored passkey it names.
 * @param {string[]} ceremony.origins The pages' origins the answer may come from.
 * @param {string} ceremony.rpId
 * @returns {Promise<import('@simplewebauthn/server').VerifiedAuthenticationResponse | undefined>}
 *   The verdict, or `undefined` when the library could not read or accept the answer.
 */
export function verifyPasskeyAssertion({ credential, challenge, passkey, origins, rpId }) {
  return verdictOn(() =>
    verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }),
  );
}
