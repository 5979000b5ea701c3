import { describe, expect, it } from 'vitest';
import { takePageOffline } from '../support/page-offline';
import { watchAutofill, watchRefusedAutofill } from './autofill-watch';
import { hello, type Passkeys, passkeyButton } from './passkey-page';

/** Passkey autofill when the network or the device refuses it: quiet, and back once it can. */
export function autofillRefusedTests(passkeys: Passkeys) {
  describe('signing in with a passkey', () => {
    it('says nothing when autofill cannot reach the SSO, and offers passkeys once back online', async () => {
      let cut = true;
      await passkeys.e2e.page.route('**/api/sso/passkeys/sign-in/options', (route) =>
        cut ? route.abort('internetdisconnected') : route.continue(),
      );
      const autofill = await watchAutofill(passkeys.e2e.page);
      await autofill.step('add a passkey', () => passkeys.registerPasskey(passkeys.e2e.page));
      await autofill.step('autofill asks and is refused', () =>
        expect.poll(autofill.refused).toBe(1),
      );
      expect(
        await passkeys.e2e.page.locator('.passkey-sign-in [role="status"]').textContent(),
      ).toBe('');

      cut = false;
      const offline = await autofill.step('network lost', () =>
        takePageOffline(passkeys.authenticator.cdp),
      );
      await autofill.step('network back', () => offline.bringBack());
      // The virtual authenticator answers the new autofill request, as a broker would.
      await autofill.step('signed in by autofill once back online', () =>
        hello(passkeys.e2e.page).waitFor(),
      );
    });

    it('offers passkeys again when the first request after the network came back fails too', async () => {
      // Every request for options fails until the network comes back; then one more fails, as
      // while the connection settles, and the next gets through.
      let phase: 'cut' | 'cut-next' | 'through' = 'cut';
      await passkeys.e2e.page.route('**/api/sso/passkeys/sign-in/options', (route) => {
        if (phase === 'through') return route.continue();
        if (phase === 'cut-next') phase = 'through';
        return route.abort('internetdisconnected');
      });
      const autofill = await watchAutofill(passkeys.e2e.page);
      await autofill.step('add a passkey', () => passkeys.registerPasskey(passkeys.e2e.page));
      await autofill.step('autofill asks and is refused', () =>
        expect.poll(autofill.refused).toBe(1),
      );

      phase = 'cut-next';
      const offline = await autofill.step('network lost', () =>
        takePageOffline(passkeys.authenticator.cdp),
      );
      await autofill.step('network back', () => offline.bringBack());
      await autofill.step('refused again after the return', () =>
        expect.poll(autofill.refused).toBe(2),
      );
      // No further `online` event comes: autofill tries again by itself, and the virtual
      // authenticator answers it.
      await autofill.step('signed in by autofill', () => hello(passkeys.e2e.page).waitFor());
    });

    it('backs off, then gives up quietly, when the device refuses autofill at once', async () => {
      // Holding no passkey for the site, Chromium's virtual authenticator refuses an autofill
      // request the moment it is made, as some password managers do.
      const autofill = await watchRefusedAutofill(passkeys.e2e.page);
      await passkeys.e2e.page.goto(`${passkeys.url}/login`);
      const minute = 60_000;
      for (let passed = 0; passed < minute; passed += 250) await autofill.pass(250);

      // The page asked 1,754 times in 10 seconds when it asked again at once.
      const { asks } = await autofill.read();
      expect(asks.length).toBeGreaterThan(1);
      expect(asks.length).toBeLessThanOrEqual(4);
      const pauses = asks.slice(1).map((time, index) => time - (asks[index] ?? 0));
      expect(pauses).toEqual([...pauses].sort((a, b) => a - b));
      expect(new Set(pauses).size).toBe(pauses.length);

      // Given up for good: a day more, and not one request.
      for (let hours = 0; hours < 24; hours += 1) await autofill.pass(60 * minute);
      expect((await autofill.read()).asks).toHaveLength(asks.length);
      expect(
        await passkeys.e2e.page.locator('.passkey-sign-in [role="status"]').textContent(),
      ).toBe('');
      await expect.poll(() => passkeyButton(passkeys.e2e.page).isEnabled()).toBe(true);
    });
  });
}
