import { demoUser } from '../../support/portal-server';
import { signInWithPassword } from '../journey-steps';
import type { Journey } from '../run-journeys';

/**
 * Recent activity, one link from the security page: the demo account's weeks of activity
 * (dev-server/data/demo-activity.json) hold a sign-in refused to a stranger's browser, which
 * the broker reports as not theirs and is asked for a new password there and then. Ana's: the
 * report ends her other sessions, which only journeys already finished opened.
 */
export const activityJourneys: readonly Journey[] = [
  {
    name: 'sees a stranger’s refused sign-in in their recent activity, reports it, and is asked for a new password',
    async run(page) {
      await signInWithPassword(page);
      await page.seeHeading(`Hello, ${demoUser.firstName}`);
      await page.open('/security');
      await page.press('See recent activity', 'link');
      await page.seeHeading('Recent activity');
      await page.see('Sign-in refused');
      await page.see('Linux · IP address 203.0.113.77');
      await page.see('This device');

      await page.press(/^This wasn’t me: Sign-in refused, /);
      await page.see('Your sessions on every other device will end');
      await page.press('Secure my account');
      await page.seeHeading('Choose a new password');
      await page.see(
        /Done: (1 other session|\d+ other sessions) ended\.|no other session was open/,
      );
      await page.see('You said this was not you.');
      await page.see('Reported: “This wasn’t me”');
      // The security page's own form, there and then.
      await page.seeHeading('Your password');
      await page.fill('Current password', demoUser.password);
    },
  },
];
