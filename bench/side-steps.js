// @ts-check
/**
 * The portal's measurements beside the rounds, in the order the bench takes them: each is one
 * step on disk (rounds.js's runStep), named as results-from-disk.js reads it.
 */
import { createSsoService } from '../dev-server/app.js';
import { measureChallengeSolve } from './challenge-solve-time.js';
import { measurePasskeySignIn } from './passkey-sign-in-time.js';
import { measureRepeatVisit } from './repeat-visit.js';
import { measureSignIn } from './sign-in-time.js';

const user = {
  email: 'ana.souza@gofy.example',
  password: 'gofy-demo-2026',
  greeting: 'Hello, Ana',
};

/**
 * @typedef {object} SideStep
 * @property {string} name The step's name on disk.
 * @property {string} doing The progress line.
 * @property {(browser: import('playwright-core').Browser) => Promise<unknown>} measure
 */

/**
 * @param {{ portalOrigin: string, snapshot: string }} portal Where the portal is served, and
 *   the build it serves.
 * @returns {SideStep[]}
 */
export function sideSteps({ portalOrigin, snapshot }) {
  return [
    {
      name: 'repeat-visit',
      doing: 'repeat visit with the service worker',
      measure: (browser) => measureRepeatVisit(browser, `${portalOrigin}/login`),
    },
    {
      name: 'sign-in',
      doing: 'signing in on a slow mobile connection',
      measure: (browser) => measureSignIn(browser, portalOrigin, user),
    },
    {
      name: 'passkey-sign-in',
      doing: 'signing in with a passkey on a slow mobile connection',
      measure: (browser) =>
        measurePasskeySignIn(browser, portalOrigin.replace('127.0.0.1', 'localhost'), user),
    },
    {
      name: 'challenge-solve',
      doing: 'meeting the bot challenge with the CPU 4x slower',
      // On an SSO of its own: the sign-ins just before, from the same address, would count
      // towards its limit of sign-ins a minute, and a refusal for that is no challenge.
      measure: async (browser) => {
        const sso = createSsoService({ staticDir: snapshot, log: () => {} });
        try {
          return await measureChallengeSolve(browser, (await sso.listen(0)).replace(/\/$/, ''));
        } finally {
          await sso.close();
        }
      },
    },
  ];
}
