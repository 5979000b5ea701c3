import { loadConfig } from '../../config/config';
import { nextTask } from './next-task';

/**
 * Starts reading the configuration: the rules that check it come in a request of their own,
 * and hydration waits for them. Returns what hands over that first read, then, asked again
 * (the read failed), reads anew.
 *
 * Asked for in a task of its own: a request started while the first script is still being
 * evaluated has the whole script on its stack, and where DevTools watches the network
 * (Lighthouse does) Chromium parses all of it again to name the request's initiator: three
 * times the work of the evaluation itself.
 */
export function startReadingConfig(): () => Promise<void> {
  const options = { fromDeployment: process.env.NODE_ENV === 'production' };
  let first: Promise<void> | undefined = nextTask().then(() => loadConfig(options));
  return () => {
    const reading = first ?? loadConfig(options);
    first = undefined;
    return reading;
  };
}
