import { defaultOf } from '../../../../dev-server/settings/setting-values.js';
import { demoUser } from '../../support/portal-server';
import type { JourneyPage } from '../journey-page';
import { signInWithPassword } from '../journey-steps';
import type { Journey } from '../run-journeys';

/**
 * "Confirm it is you" on /security: a change made once the session's last proof is older than
 * the SSO's window (ten minutes, moved past on the service's clock, no sleeping) asks in place
 * for the strongest way Ana has (her password: no passkey, no authenticator), proven within
 * the same session, and then goes through.
 */

const pastRecentProofMs = Number(defaultOf('recentProofSeconds')) * 1000 + 60_000;

/** The session whoami names, as the page's own cookies get it. */
const sessionId = (page: JourneyPage) =>
  page.evaluate(
    () =>
      fetch('/api/sso/whoami', { credentials: 'same-origin' })
        .then((response) => response.json())
        .then((body: { session?: { id?: string } }) => body.session?.id ?? ''),
    null,
  );

export const proofCheckJourneys: readonly Journey[] = [
  {
    name: 'asks an old session for the password in place, then starts the set-up it was asked for, in the same session',
    // The browser logs the set-up the SSO refused until the proof was given.
    expectedProblems: /403 \(Forbidden\).*second-factor\/authenticator\/setup/,
    async run(page, { clock }) {
      await signInWithPassword(page, demoUser);
      await page.seeHeading(`Hello, ${demoUser.firstName}`);
      await page.open('/security');
      await page.seeHeading('Two-step verification');
      const before = await sessionId(page);
      clock.advance(pastRecentProofMs);

      await page.press('Set up an authenticator app');
      await page.seeHeading('Confirm it is you');
      await page.see('Type your password.');
      await page.fill('Password', demoUser.password);
      await page.press('Confirm');
      await page.seeHeading('Add your authenticator app');
      if ((await sessionId(page)) !== before) throw new Error('The check started a new session');
      await page.press('Cancel');
      await page.see('Two-step verification is off.');
    },
  },
];
