import { demoUser } from '../../support/portal-server';
import type { JourneyPage } from '../journey-page';
import { signInWithPassword } from '../journey-steps';
import type { Journey } from '../run-journeys';

/**
 * A suite application asks for a fresh proof before an action of its own (`max_age=0`): it
 * sends the signed-in broker to /login with its return target, the portal asks for what is
 * missing (the password, Ana having no other factor) without asking the email, and sends her
 * back; whoami then shows a proof newer than the request.
 */

/** The stand-in application's pages, given the address the browser reaches the portal by. */
export function stepUpApp(portalUrl: string): Record<string, string> {
  // The application builds the address with its own origin, as a real one would.
  const start = `<script>
    const query = new URLSearchParams({ redirect: location.origin + '/paid', max_age: '0' });
    document.querySelector('a').href = ${JSON.stringify(`${portalUrl}/login?`)} + query;
  </script>`;
  return {
    '/': `<h1>Pipeline</h1><p><a href="#">Pay the insurer</a></p>${start}`,
    '/paid': '<h1>Back at the application</h1>',
  };
}

/** The latest proof whoami reports for the page's session, in milliseconds of the SSO's clock. */
const latestProof = (page: JourneyPage) =>
  page.evaluate(
    () =>
      fetch('/api/sso/whoami', { credentials: 'same-origin' })
        .then((response) => response.json())
        .then((body: { authentication?: { proofs?: { at: string }[] } }) =>
          Math.max(0, ...(body.authentication?.proofs ?? []).map(({ at }) => Date.parse(at))),
        ),
    null,
  );

export const stepUpJourneys: readonly Journey[] = [
  {
    name: 'proves it is them again for a suite application, without typing the email, and goes back to it',
    async run(page, { clock, suiteApp }) {
      if (!suiteApp) throw new Error('This journey needs the stand-in suite application');
      await signInWithPassword(page, demoUser);
      await page.seeHeading(`Hello, ${demoUser.firstName}`);
      const asked = clock.now();

      await page.evaluate((url) => {
        location.href = url;
      }, `${suiteApp.origin}/`);
      await page.seeHeading('Pipeline');
      await page.press('Pay the insurer', 'link');
      await page.seeHeading('Confirm it is you');
      await page.see(`You signed in as ${demoUser.email}.`);
      await page.fill('Password', demoUser.password);
      await page.press('Confirm');

      await page.seeHeading('Back at the application');
      const where = await page.evaluate(() => location.href, null);
      if (where !== `${suiteApp.origin}/paid`) throw new Error(`Went back to ${where}`);
      await page.open('/security');
      await page.seeHeading('Sign-in and security');
      const proven = await latestProof(page);
      if (!(proven >= asked - 1000)) {
        throw new Error(`whoami's latest proof (${proven}) is older than the request (${asked})`);
      }
    },
  },
];
