import { activityJourneys } from './account/activity';
import { passwordChangeJourneys } from './account/password-change';
import { proofCheckJourneys } from './account/proof-check';
import { stepUpApp, stepUpJourneys } from './account/step-up';
import { yourDataJourneys } from './account/your-data';
import type { Journey, JourneysOptions } from './run-journeys';

/** The journeys of the broker's own account, each topic in `account/`, run in every engine. */
export const accountJourneys: readonly Journey[] = [
  ...yourDataJourneys,
  ...proofCheckJourneys,
  ...stepUpJourneys,
  // After the journeys that sign Ana in: its report ends her other sessions.
  ...activityJourneys,
  // Last: it changes Bruno's password for the rest of the run.
  ...passwordChangeJourneys,
];

/** What the account journeys' world has besides the portal: a suite application to go back to. */
export const accountJourneysOptions: JourneysOptions = { suiteApp: stepUpApp };
