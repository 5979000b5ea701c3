import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fullChromium } from '../support/browser';
import type { PortalPage } from '../support/portal-page';
import { waitForServiceWorkerControl } from '../support/service-worker';

/** The portal as an app the browser can install. */
export function installationTests(e2e: PortalPage) {
  describe('installation', () => {
    it('has a manifest and icons Chromium accepts, and is installable', async () => {
      // Chromium never offers installation in an incognito profile, which every new context
      // is: this check needs a profile on disk.
      const profile = await mkdtemp(path.join(tmpdir(), 'gofy-profile-'));
      // Installation is the full browser's: the headless shell has no notion of it.
      const installed = await chromium.launchPersistentContext(profile, fullChromium());
      try {
        const tab = installed.pages()[0] ?? (await installed.newPage());
        await tab.goto(`${e2e.portal.url}/login`);
        await waitForServiceWorkerControl(tab);
        const cdp = await installed.newCDPSession(tab);
        const manifest = (await cdp.send('Page.getAppManifest')) as {
          errors: { message: string }[];
          data?: string;
        };
        expect(manifest.errors).toEqual([]);
        const parsed = JSON.parse(manifest.data ?? '{}') as {
          short_name: string;
          display: string;
          icons: { sizes: string; purpose?: string }[];
        };
        expect(parsed).toMatchObject({ short_name: 'gofy', display: 'standalone' });
        expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
          expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
        );
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installabilityErrors).toEqual([]);
      } finally {
        await installed.close();
        await rm(profile, { recursive: true, force: true });
      }
    });
  });
}
