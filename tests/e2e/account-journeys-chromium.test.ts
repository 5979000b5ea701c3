import { describe } from 'vitest';
import { startChromium } from './engines/chromium-engine';
import { accountJourneys, accountJourneysOptions } from './journeys/account-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the account journeys in Chromium', () => {
  runJourneys(startChromium, accountJourneys, accountJourneysOptions);
});
