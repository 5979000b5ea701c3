import { buildReturnOrigins } from '../../support/return-origins';
import {
  sameSiteApplicationOrigin,
  startSameSiteApplication,
} from '../../support/same-site-application';
import type { JourneyPage } from '../journey-page';
import type { Journey, JourneysOptions } from '../run-journeys';
import { activeBrokerage, signInCarla } from './switch-steps';

// The application's origin is chosen as the journeys load, since the SSO is told it when it
// starts: the suite's origins are both where a sign-in may return and who may read whoami.
const applicationOrigin = await sameSiteApplicationOrigin();

/** The SSO of the brokerage switch's journeys: the stand-in application among the suite's. */
export const suiteApplicationOptions: JourneysOptions = {
  service: { returnOrigins: [...buildReturnOrigins(), applicationOrigin] },
};

/** The broker opens the application: a new navigation, as from a bookmark or another tab. */
async function openApplication(page: JourneyPage) {
  await page.evaluate((url) => {
    location.href = url;
  }, `${applicationOrigin}/`);
  await page.seeHeading('Sales pipeline');
}

/**
 * Every application reads the brokerage the broker works for from the SSO session, never from
 * a page (keycloak/keycloak#35830): one opened after the choice shows it, and one opened after
 * a switch on the portal's main screen shows the new one.
 */
export const suiteApplicationJourneys: readonly Journey[] = [
  {
    name: 'an application on another origin of the site reads the chosen brokerage, and the switched one when opened next',
    async run(page, world) {
      const application = await startSameSiteApplication(applicationOrigin, world.network.url);
      try {
        await signInCarla(page, world);
        // An earlier journey may have left Parceira as the one the account used last.
        if ((await page.evaluate(activeBrokerage, null)) !== 'Mendes Corretora') {
          await page.press('Switch brokerage');
          await page.press(/^Mendes Corretora/);
          await page.see('Switched to Mendes Corretora.');
        }
        await openApplication(page);
        await page.see('Brokerage: Mendes Corretora');

        await page.open('/');
        await page.seeHeading('Hello, Carla');
        await page.press('Switch brokerage');
        // Signed in with the code, the session has proved what Parceira requires.
        await page.press(/^Parceira Vida Corretora/);
        await page.see('Switched to Parceira Vida Corretora.');

        await openApplication(page);
        await page.see('Brokerage: Parceira Vida Corretora');
      } finally {
        await application.close();
      }
    },
  },
];
