import type { Page } from 'playwright-core';

/** A layout shift, told by what moved: the class of each element the browser names. */
export type Shift = { value: number; moved: string[] };

/** Records every layout shift of the pages `page` opens from now on, from their first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as { shifts?: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(({ node }) =>
            node instanceof Element ? node.className || node.tagName : String(node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far: they are reported by the frame after they happen. */
export function layoutShifts(page: Page): Promise<Shift[] | undefined> {
  return page.evaluate(
    () =>
      new Promise<Shift[] | undefined>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as { shifts?: Shift[] }).shifts)),
        ),
      ),
  );
}
