import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

// Statuses whose responses may not have a body, even an empty one.
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

export interface NetworkWatch {
  /**
   * Resolves once every request the page started has been answered (body included) or has
   * failed, and the page has handled what came back, including requests it started in
   * reaction. After that, no answer can change what the page shows.
   */
  settled(): Promise<void>;
}

/**
 * Follows every `fetch` of the page under test, so that a "nothing happened" check can wait
 * for the moment it would have happened (the last answer handled) instead of a fixed pause,
 * which on a slow machine ends before the bug shows.
 *
 * Each answer is read whole before the page gets it, so "settled" covers the body too; what
 * the page does with it from there on takes only promise callbacks, which one turn of the
 * event loop inside `act` runs. Call it from a test or a `beforeEach`; it ends with the test.
 */
export function watchNetwork(): NetworkWatch {
  const pending = new Set<Promise<unknown>>();
  const realFetch = globalThis.fetch.bind(globalThis);

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const answered = (async () => {
      const response = await realFetch(input, init);
      const body = nullBodyStatuses.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    })();
    pending.add(answered);
    answered.then(
      () => pending.delete(answered),
      () => pending.delete(answered),
    );
    return answered;
  });
  onTestFinished(() => spy.mockRestore());

  return {
    async settled() {
      do {
        await Promise.allSettled([...pending]);
        // One macrotask inside act: the page's promise callbacks run, React renders, and its
        // effects start whatever requests they start.
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      } while (pending.size > 0);
    },
  };
}
