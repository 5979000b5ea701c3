import { expect } from 'vitest';
import { demoUser } from '../../support/portal-server';
import { signInWithPassword } from '../journey-steps';
import type { Journey } from '../run-journeys';

/**
 * "Your data" (LGPD arts. 18, 19 and 41), one click from every page's foot: who answers for
 * the broker's data, from the deployment's settings (the demo's, in the build's config.json),
 * and signed in, what the SSO keeps, as a file too, and a request with its protocol number.
 */

/** The download link as the page made it: where it points, and the file name it gives. */
const downloadLink = () => {
  const link = [...document.querySelectorAll('a[download]')].find(
    (anchor) => anchor.textContent === 'Download my data (JSON)',
  );
  return link ? [link.getAttribute('href') ?? '', link.getAttribute('download') ?? ''] : null;
};

/** Whether the page made its download link; self-contained, as it runs in the page. */
const downloadLinkMade = () =>
  [...document.querySelectorAll('a[download]')].some(
    (anchor) => anchor.textContent === 'Download my data (JSON)',
  );

export const yourDataJourneys: readonly Journey[] = [
  {
    name: 'reads who answers for their data from the foot of the sign-in page, signed out',
    async run(page) {
      await page.open('/login');
      await page.seeHeading('Sign in to gofy');
      await page.press('Your data', 'link');
      await page.seeHeading('Who answers for your data');
      await page.see('gofy Tecnologia Ltda. CNPJ 45.198.067/0001-10');
      await page.see('Marina Costa encarregado@gofy.example');
      await page.see('Sign in to see what gofy keeps about you');
      expect(await page.location()).toBe('/your-data');
    },
  },
  {
    name: 'sees what gofy keeps about them, gets it as a file, and makes a request with a protocol number',
    async run(page) {
      await signInWithPassword(page);
      await page.seeHeading(`Hello, ${demoUser.firstName}`);
      await page.press('Your data', 'link');
      await page.seeHeading('What gofy keeps about you');
      await page.see(demoUser.email);
      await page.see('(this device): signed in');
      await page.until('the download link', downloadLinkMade, null);
      const [href, name] = (await page.evaluate(downloadLink, null)) ?? [];
      expect(href).toMatch(/^blob:/);
      expect(name).toMatch(/^gofy-your-data-\d{4}-\d{2}-\d{2}\.json$/);
      // The earlier request of the demo account, answered.
      await page.see('The full statement of my data');
      await page.see('State Answered');
      await page.choose('What you ask for', 'correction');
      await page.fill('Details (optional)', 'My surname is Souza Lima.');
      await page.press('Send the request');
      await page.see(/Request received: protocol [2-9A-HJ-NP-Z]{8}\. The answer is due by/);
      await page.see('A correction of my data');
      await page.see('State Received');
    },
  },
];
