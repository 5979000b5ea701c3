import { secondDemoUser } from '../../support/portal-server';
import { signInWithPassword } from '../journey-steps';
import type { Journey } from '../run-journeys';

/**
 * Changing the password on /security while signed in: the old password stops signing in, the
 * new one starts. Bruno's: the journeys of a run share one SSO, and after this one his demo
 * password no longer works (it is too short to be set again), so no journey after it in the
 * list signs him in with it.
 */

const newPassword = 'a calm river under seven bridges';

export const passwordChangeJourneys: readonly Journey[] = [
  {
    name: 'changes their password on the security page, and only the new one signs in after',
    async run(page) {
      await signInWithPassword(page, secondDemoUser);
      await page.seeHeading(`Hello, ${secondDemoUser.firstName}`);
      await page.open('/security');
      await page.seeHeading('Your password');
      await page.fill('Current password', secondDemoUser.password);
      await page.fill('New password', newPassword);
      await page.press('Change password');
      await page.see('Your password has been changed.');

      await page.press('Sign out', 'link');
      await page.seeHeading('You have signed out');
      await signInWithPassword(page, secondDemoUser);
      await page.see('The email or password is incorrect.');
      await page.fill('Password', newPassword);
      await page.press('Sign in');
      await page.seeHeading(`Hello, ${secondDemoUser.firstName}`);
    },
  },
];
