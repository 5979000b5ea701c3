import { expect } from 'vitest';
import { signInWithPassword, untilReadyOffline } from '../journey-steps';
import type { Journey } from '../run-journeys';
import {
  activeBrokerage,
  carla,
  mendesApps,
  nextCode,
  parceiraApps,
  seeCards,
  signInCarla,
  untilMainScreen,
} from './switch-steps';

const refusedByTheCutNetwork =
  /^console: Failed to load resource: net::ERR_(CONNECTION_\w+|EMPTY_RESPONSE|SOCKET_NOT_CONNECTED) /;

// Chromium logs the switch's 403, which asks for the code, as a failed load.
const proofAsked = /^console: Failed to load resource: .* 403 .*\/api\/sso\/session\/brokerage\)$/;

/**
 * The main screen's brokerage switch: Carla, signed in on a device she trusts (so her session
 * has not proved the code), switches from Mendes to Parceira, which asks only for the code,
 * and back, which asks nothing; offline, the installed portal names her last brokerage and
 * refuses to switch in words. Another tab following the switch is two-tabs.ts's.
 */
export const switchJourneys: readonly Journey[] = [
  {
    name: 'switches to a brokerage that requires the code asking only for it, and back asking nothing',
    expectedProblems: proofAsked,
    async run(page, world) {
      // Once with the code on a device she then trusts, so that her next sign-in has no code.
      await signInCarla(page, world, true);
      await page.press('Sign out', 'link');
      await page.seeHeading('You have signed out');
      await signInWithPassword(page, carla);
      await untilMainScreen(page);
      await page.see('Brokerage: Mendes Corretora');
      await seeCards(page, mendesApps);

      await page.press('Switch brokerage');
      await page.press(/^Parceira Vida Corretora/);
      await page.seeHeading('Confirm it is you');
      await page.see('To switch to Parceira Vida Corretora, type the code');
      await page.fill('Code from the app', await nextCode(world));
      await page.press('Confirm');
      await page.see('Switched to Parceira Vida Corretora. Its applications are below.');
      await page.see('Brokerage: Parceira Vida Corretora');
      await seeCards(page, parceiraApps);

      await page.press('Switch brokerage');
      await page.press(/^Mendes Corretora/);
      await page.see('Switched to Mendes Corretora.');
      await seeCards(page, mendesApps);
    },
  },
  {
    name: 'names the last brokerage when the installed portal opens offline, and refuses to switch there',
    // What the engines report of the requests the cut network refuses.
    expectedProblems: refusedByTheCutNetwork,
    async run(page, world) {
      await signInCarla(page, world);
      // The one the service remembers from an earlier journey, or Mendes.
      const active = await page.evaluate(activeBrokerage, null);
      expect(['Mendes Corretora', 'Parceira Vida Corretora']).toContain(active);
      const other = active === 'Mendes Corretora' ? 'Parceira Vida Corretora' : 'Mendes Corretora';
      await untilReadyOffline(page);

      // The network gone under a page that believes it online: the switch fails in words and
      // the brokerage stays (with the browser offline, the page refuses before any request:
      // tests/features/launcher/brokerage-switch.test.tsx).
      world.network.cut();
      await page.press('Switch brokerage');
      await page.press(new RegExp(`^${other}`));
      await page.see(/The brokerage could not be switched|Switching needs the network/);
      await page.see(`Brokerage: ${active}`);

      await page.reload();
      await page.see(`Your brokerage: ${active}.`);
    },
  },
];
