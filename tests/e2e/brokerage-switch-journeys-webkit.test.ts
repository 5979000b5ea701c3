import { describe } from 'vitest';
import { startWebKit } from './engines/webkit-engine';
import {
  brokerageSwitchJourneys,
  brokerageSwitchOptions,
} from './journeys/brokerage-switch-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the brokerage switch journeys in WebKit', () => {
  runJourneys(startWebKit, brokerageSwitchJourneys, brokerageSwitchOptions);
});
