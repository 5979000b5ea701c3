import { inPageWith } from '../../engines/engine';
import type { JourneyPage } from '../journey-page';

/** Whether the page shows a level-one heading reading `name` exactly (run in the page). */
function headingShown(name: string): boolean {
  return [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === name);
}

const anyHeadingShown = inPageWith(headingShown, (names: readonly string[], shown) =>
  names.some((name) => shown(name)),
);

/**
 * Carla belongs to two brokerages (dev-server/data/brokerages.json): after signing in she
 * chooses one, unless the service remembers the one she used last (an earlier journey's
 * choice) and her session has proved what it requires. Waits for her main screen, choosing
 * Mendes Corretora on the way when asked, for the journeys about something else.
 */
export async function untilCarlaMainScreen(page: JourneyPage, greeting = 'Hello, Carla') {
  const picker = 'Choose a brokerage';
  await page.until(`"${greeting}" or "${picker}"`, anyHeadingShown, [greeting, picker]);
  if (await page.evaluate(anyHeadingShown, [picker])) await page.press('Mendes Corretora');
  await page.seeHeading(greeting);
}
