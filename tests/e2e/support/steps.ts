import type { Page } from 'playwright-core';

export interface StepOptions {
  /** The page whose address and text a failure reports. */
  readonly page?: Page;
  /** How long the step may take; 10 s, well above what it needs on a loaded machine. */
  readonly timeoutMs?: number;
  /** More of the state a failure should report, beside what the page shows. */
  readonly describe?: () => Promise<string>;
}

/**
 * Runs one step of a browser test within a bound. A failure (or the bound) names the step and
 * what the page showed at that moment, so a run on a loaded machine says where it went wrong
 * rather than that the whole test timed out.
 */
export async function step<T>(
  name: string,
  action: () => Promise<T>,
  options: StepOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took over ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([action(), bound]);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const shown = options.page
      ? ` ${options.page.url()} shows: ${await pageText(options.page)}`
      : '';
    const described = options.describe
      ? ` ${await options.describe().catch((failure) => `(could not describe: ${failure})`)}`
      : '';
    throw new Error(`Step "${name}" failed (${reason}).${shown}${described}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

async function pageText(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => {
      // What a person reads: not the <noscript> fallback, styles or scripts.
      const body = document.body?.cloneNode(true) as HTMLElement | undefined;
      for (const hidden of body?.querySelectorAll('noscript, script, style') ?? []) hidden.remove();
      return body?.textContent ?? '';
    })
    .catch(() => '(the page could not be read)');
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * Resolves once the page has run its pending promise callbacks and what React scheduled after
 * them. Uses message-channel tasks, which `page.clock` does not fake, unlike timers and
 * animation frames.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** `step` for the tests of a file, reporting what the current test's page shows. */
export function stepsOn(currentPage: () => Page) {
  return <T>(name: string, action: () => Promise<T>, timeoutMs?: number): Promise<T> =>
    step(
      name,
      action,
      timeoutMs === undefined ? { page: currentPage() } : { page: currentPage(), timeoutMs },
    );
}
