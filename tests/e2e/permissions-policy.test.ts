import { describe, expect, it } from 'vitest';
import { portalRoutes } from '../../src/config/portal-paths';
import { englishContext } from './support/browser';
import { headerWarning } from './support/page-checks';
import { setUpPortal } from './support/portal-page';

const shared = setUpPortal();

describe('the Permissions-Policy header', () => {
  // A feature Chromium does not know turns nothing off, and Chromium says so as a warning, on
  // every page: each is visited here (every browser test reports it too, `watchPageProblems`).
  it('names only features Chromium knows, on every page', async () => {
    const context = await shared.browser.newContext(englishContext);
    try {
      const page = await context.newPage();
      const warnings: string[] = [];
      let visiting = '';
      page.on('console', (message) => {
        if (headerWarning.test(message.text())) warnings.push(`${visiting}: ${message.text()}`);
      });
      for (const path of [...portalRoutes, '/no-such-page']) {
        visiting = path;
        const response = await page.goto(`${shared.portal.url}${path}`);
        // Chromium reads the header, and warns, as it commits the page: before its `load`.
        expect(response?.headers()['permissions-policy'], path).toContain('camera=()');
      }
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
