import type { JourneyPage } from '../journey-page';
import type { Journey } from '../run-journeys';
import {
  activeBrokerage,
  mendesApps,
  parceiraApps,
  seeCards,
  signInCarla,
  untilMainScreen,
} from './switch-steps';

/** Switches the brokerage on the main screen of `page` to `name`, which asks nothing. */
async function switchTo(page: JourneyPage, name: string) {
  await page.press('Switch brokerage');
  await page.press(new RegExp(`^${name}`));
  await page.see(`Switched to ${name}. Its applications are below.`);
}

/**
 * Two tabs of the same browser, as a broker keeps them: what one does to the session (a
 * switch of brokerage, a sign-out) the other, untouched, follows on the portal's channel.
 */
export const twoTabsJourneys: readonly Journey[] = [
  {
    name: 'follows in one tab the brokerage switched in another, with its cards, and then the sign-out',
    async run(tabA, world) {
      await signInCarla(tabA, world);
      // The service keeps the brokerage a session last acted for: an earlier journey may have
      // left Parceira. Mendes requires nothing, so coming back asks nothing.
      if ((await tabA.evaluate(activeBrokerage, null)) !== 'Mendes Corretora') {
        await switchTo(tabA, 'Mendes Corretora');
      }
      await tabA.see('Brokerage: Mendes Corretora');
      await seeCards(tabA, mendesApps);

      const tabB = await tabA.newTab('/');
      await untilMainScreen(tabB);
      await tabB.see('Brokerage: Mendes Corretora');
      // Signed in with the code, the session has proved what Parceira requires: no code asked.
      await switchTo(tabB, 'Parceira Vida Corretora');
      await seeCards(tabB, parceiraApps);

      await tabA.see(
        'Your brokerage was changed in another tab or window: now Parceira Vida Corretora.',
      );
      await tabA.see('Brokerage: Parceira Vida Corretora');
      await seeCards(tabA, parceiraApps);

      await tabB.press('Sign out', 'link');
      await tabB.seeHeading('You have signed out');
      await tabA.seeHeading('You signed out in another tab');
      await tabA.see('You are signed out of');
      await tabA.press('Sign in again', 'link');
      await tabA.seeHeading('Sign in to gofy');
    },
  },
];
