import { beforeAll } from 'vitest';

/**
 * Compiles the code of lazily loaded pages, and of what the portal around every page loads
 * lazily, before a file's first test. In jsdom a page's code
 * is compiled on first use: on a loaded machine that took up to four of a test's five seconds,
 * and it belongs to setting up, not to the first test that happens to visit the page. The
 * page still reaches the portal through `React.lazy`.
 */
export function compilePagesFirst(
  ...pages: readonly { readonly preload: () => Promise<unknown> }[]
): void {
  beforeAll(async () => {
    await Promise.all([
      ...pages.map((page) => page.preload()),
      // What every page around them loads on its own after the first render: the foot's links,
      // the English words (jsdom's browser speaks English) and the HTTP client.
      import('../../src/app/footer-links'),
      import('../../src/i18n/messages-en'),
      import('ky'),
    ]);
  });
}
