import { authenticatorCode, demoAuthenticatorSecret } from '../../../support/authenticator-app';
import { inPageWith } from '../../engines/engine';
import type { JourneyPage } from '../journey-page';
import type { JourneyWorld } from '../run-journeys';

/** Carla works for two brokerages (dev-server/data/brokerages.json); Parceira requires the code. */
export const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const carlaSecret = demoAuthenticatorSecret(carla.email);

export const mendesApps = [
  'Sales pipeline',
  'Insured portal',
  'Multi-quote calculator',
  'Automation',
  'Scheduling',
  'Notifications',
  'Education',
];
export const parceiraApps = ['Sales pipeline', 'Insured portal'];

/** The names on the main screen's cards, in order (run in the page). */
function cardNames(): string[] {
  return [...document.querySelectorAll('main .launcher-grid .app-card-name')].map(
    (name) => name.textContent ?? '',
  );
}

// In any order: the applications opened last come first (recent-apps.ts).
const cardsAre = inPageWith(cardNames, (wanted: readonly string[], names) => {
  const shown = names();
  return shown.length === wanted.length && wanted.every((name) => shown.includes(name));
});

/** Waits until the main screen's cards are those of `names`. */
export function seeCards(page: JourneyPage, names: readonly string[]): Promise<void> {
  return page.until(`the cards ${names.join(', ')}`, cardsAre, names);
}

function headingShown(names: readonly string[]): boolean {
  return [...document.querySelectorAll('h1')].some((heading) =>
    names.includes(heading.textContent?.trim() ?? ''),
  );
}

/**
 * Carla's sign-in with her password and a code of her app, as the SSO's clock reads now; the
 * clock moves on a minute first, so that no code an earlier journey used is asked again (a
 * code is taken once). After it, the choice of a brokerage if the portal asks: Mendes.
 */
export async function signInCarla(page: JourneyPage, { clock }: JourneyWorld, trust = false) {
  clock.advance(60_000);
  await page.open('/login');
  await page.fill('Email', carla.email);
  await page.fill('Password', carla.password);
  // A device is trusted only by a sign-in that keeps the session on it.
  if (trust) await page.tick('Keep me signed in on this device');
  await page.press('Sign in');
  await page.seeHeading('Two-step verification');
  if (trust) await page.tick("Don't ask again on this device for 30 days");
  await page.fill('Code', await authenticatorCode(carlaSecret, clock.now()));
  await page.press('Verify');
  await untilMainScreen(page);
}

/** The main screen, choosing Mendes Corretora on the way when the portal asks for a choice. */
export async function untilMainScreen(page: JourneyPage) {
  const greeting = 'Hello, Carla';
  const picker = 'Choose a brokerage';
  await page.until(`"${greeting}" or "${picker}"`, headingShown, [greeting, picker]);
  if (await page.evaluate(headingShown, [picker])) await page.press(/^Mendes Corretora/);
  await page.seeHeading(greeting);
}

/** The brokerage the main screen names as the session's (run in the page). */
export function activeBrokerage(): string {
  const shown = document.querySelector('.launcher-brokerage')?.textContent ?? '';
  return shown.replace(/^Brokerage: /, '');
}

/** A code of Carla's app for the next step of the SSO's clock, unused by the sign-in's. */
export function nextCode({ clock }: JourneyWorld): Promise<string> {
  return authenticatorCode(carlaSecret, clock.now() + 30_000);
}
