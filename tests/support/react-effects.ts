/**
 * Resolves once React has run the effects of what it last put on screen: the listeners a page
 * registers in `useEffect` (tab shown again, another tab's news) among them.
 *
 * React runs a commit's effects in the same scheduler task when the commit leaves time in its
 * slice, and in a task of its own when it does not, as on a loaded machine: then the page
 * already shows the result while it does not yet listen, and a test that acts at once acts
 * too early, which no user can. Under Node the scheduler queues its tasks with setImmediate,
 * which runs them in order, so one queued now runs after the pending effects.
 */
export function afterReactEffects(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
