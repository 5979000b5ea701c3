import { suiteApplicationJourneys } from './brokerage-switch/suite-application';
import { switchJourneys } from './brokerage-switch/switch';
import { twoTabsJourneys } from './brokerage-switch/two-tabs';
import type { Journey } from './run-journeys';

/** The main screen's brokerage switch (brokerage-switch/), run in every engine. */
export const brokerageSwitchJourneys: readonly Journey[] = [
  ...switchJourneys,
  ...twoTabsJourneys,
  ...suiteApplicationJourneys,
];

export { suiteApplicationOptions as brokerageSwitchOptions } from './brokerage-switch/suite-application';
