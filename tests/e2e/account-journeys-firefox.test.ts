import { describe } from 'vitest';
import { startFirefox } from './engines/firefox-engine';
import { accountJourneys, accountJourneysOptions } from './journeys/account-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the account journeys in Firefox', () => {
  runJourneys(startFirefox, accountJourneys, accountJourneysOptions);
});
