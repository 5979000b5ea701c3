import { beforeAll } from 'vitest';

/**
 * Compiles the code of lazily loaded pages before a file's first test. In jsdom a page's code
 * is compiled on first use: on a loaded machine that took up to four of a test's five seconds,
 * and it belongs to setting up, not to the first test that happens to visit the page. The
 * page still reaches the portal through `React.lazy`.
 */
export function compilePagesFirst(
  ...pages: readonly { readonly preload: () => Promise<unknown> }[]
): void {
  beforeAll(async () => {
    await Promise.all(pages.map((page) => page.preload()));
  });
}
