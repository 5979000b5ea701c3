import { describe, expect, it } from 'vitest';
import type { SharedPortal } from '../support/portal-page';
import { withPage } from '../support/portal-page';
import { demoUser } from '../support/portal-server';
import { signedInElsewhere } from './signed-in-elsewhere';

/** What the sign-in page asks the SSO on arrival, by the session hint the browser holds. */
export function sessionHintTests(shared: SharedPortal) {
  describe('the prerendered sign-in page', () => {
    it('asks the SSO nothing on arrival when no session is hinted', async () => {
      await withPage(shared.browser, { locale: 'en-US' }, async (page) => {
        const asked: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname === '/api/sso/whoami') asked.push(pathname);
        });
        await page.goto(`${shared.portal.url}/login`);
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(asked).toEqual([]);
      });
    });

    it('goes straight on when the hint names a session the SSO still has', async () => {
      const context = await signedInElsewhere(shared, { locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${shared.portal.url}/login`);
      await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    });

    it('asks once, and keeps the form, when the hint outlived its session', async () => {
      const context = await signedInElsewhere(shared, { locale: 'en-US' });
      // Ended from another device, whose security page ends every other session: this browser
      // still holds both cookies.
      const elsewhere = await signedInElsewhere(shared);
      const ended = await elsewhere.request.delete(`${shared.portal.url}/api/sso/sessions`);
      expect(ended.status()).toBe(200);
      await elsewhere.close();
      const page = await context.newPage();
      const answered = page.waitForResponse((response) => response.url().endsWith('/whoami'));
      await page.goto(`${shared.portal.url}/login`);
      expect((await answered).status()).toBe(401);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      // The service cleared the hint with the session cookie: the next visit asks nothing.
      expect(await page.evaluate(() => document.cookie)).toBe('');
      await context.close();
    });
  });
}
