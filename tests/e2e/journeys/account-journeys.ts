import { passwordChangeJourneys } from './account/password-change';
import { proofCheckJourneys } from './account/proof-check';
import { yourDataJourneys } from './account/your-data';
import type { Journey } from './run-journeys';

/** The journeys of the broker's own account, each topic in `account/`, run in every engine. */
export const accountJourneys: readonly Journey[] = [
  ...yourDataJourneys,
  ...proofCheckJourneys,
  // Last: it changes Bruno's password for the rest of the run.
  ...passwordChangeJourneys,
];
