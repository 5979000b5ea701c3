import { chooseJourneys } from './brokerage-choice/choose';
import type { Journey } from './run-journeys';

/** "Choose a brokerage", run in every engine (brokerage-choice/). */
export const brokerageChoiceJourneys: readonly Journey[] = [...chooseJourneys];
