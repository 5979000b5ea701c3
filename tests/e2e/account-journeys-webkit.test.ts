import { describe } from 'vitest';
import { startWebKit } from './engines/webkit-engine';
import { accountJourneys, accountJourneysOptions } from './journeys/account-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the account journeys in WebKit', () => {
  runJourneys(startWebKit, accountJourneys, accountJourneysOptions);
});
