import { createContext, useContext } from 'react';
import { type Clock, deviceClock } from '../session/clock';

const ClockContext = createContext<Clock>(deviceClock);

/**
 * Sets the clock the forms' waits and countdowns below it run on (`useSubmission`,
 * `useSecondsLeft`). The portal never sets one, so they run on the device's; a test renders a
 * page under a manual clock and moves time on instead of waiting for it, as the session watch's
 * tests do (`useSessionWatch({ clock })`).
 */
export const ClockProvider = ClockContext.Provider;

/** The clock of the page: the device's, unless a `ClockProvider` above says otherwise. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
