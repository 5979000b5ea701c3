import { describe, expect, it } from 'vitest';
import { secondDemoUser } from '../support/portal-server';
import { signInForm } from '../support/sign-in-form';
import { withoutPasskeyAutofill } from '../support/virtual-authenticator';
import { hello, type Passkeys, passkeyButton, removePasskeyElsewhere } from './passkey-page';

/** Signing in with a passkey: from the button or autofill, refused, or not offered at all. */
export function passkeySignInTests(passkeys: Passkeys) {
  describe('signing in with a passkey', () => {
    it('signs in with the button, into the same session a password gives', async () => {
      await withoutPasskeyAutofill(passkeys.e2e.page);
      await passkeys.registerPasskey(passkeys.e2e.page);
      await passkeyButton(passkeys.e2e.page).click();
      await hello(passkeys.e2e.page).waitFor();
      expect(
        await passkeys.e2e.page.evaluate(async () => (await fetch('/api/sso/whoami')).status),
      ).toBe(200);
    });

    it('signs in from the email field’s autofill, without the button', async () => {
      const signIns: string[] = [];
      passkeys.e2e.page.on('request', (request) => {
        if (request.url().endsWith('/api/sso/passkeys/sign-in')) signIns.push(request.url());
      });
      await passkeys.registerPasskey(passkeys.e2e.page);
      // Back on the sign-in page, the virtual authenticator answers the autofill request the
      // page made, as a broker picking the passkey under the email field would.
      await hello(passkeys.e2e.page).waitFor();
      expect(signIns).toHaveLength(1);
    });

    it('leaves the password form as it was when the user cancels', async () => {
      await withoutPasskeyAutofill(passkeys.e2e.page);
      await passkeys.registerPasskey(passkeys.e2e.page);
      await passkeys.authenticator.cdp.send('WebAuthn.setUserVerified', {
        authenticatorId: passkeys.authenticator.id,
        isUserVerified: false,
      });
      await passkeyButton(passkeys.e2e.page).click();
      await passkeys.e2e.page
        .getByText('No passkey was used. You can sign in with your password.')
        .waitFor();
      expect(await passkeys.e2e.page.getByRole('alert').textContent()).toBe('');
      await signInForm(passkeys.e2e.page).signIn();
      await hello(passkeys.e2e.page).waitFor();
    });

    it('says a passkey the SSO forgot no longer works, and tells the browser to stop offering it', async () => {
      await passkeys.e2e.page.addInitScript(() => {
        const calls: unknown[] = [];
        (window as { unknownSignals?: unknown[] }).unknownSignals = calls;
        PublicKeyCredential.signalUnknownCredential = async (details) => {
          calls.push(details);
        };
      });
      await withoutPasskeyAutofill(passkeys.e2e.page);
      const id = await passkeys.registerPasskey(passkeys.e2e.page);
      // Removed on another device: sign in there with the password, and remove it.
      await signInForm(passkeys.e2e.page).signIn();
      await hello(passkeys.e2e.page).waitFor();
      await removePasskeyElsewhere(passkeys.e2e.page, id);
      await passkeys.signOut(passkeys.e2e.page);

      await passkeyButton(passkeys.e2e.page).click();
      await passkeys.e2e.page
        .getByText('This passkey no longer works: it was removed from your account.', {
          exact: false,
        })
        .waitFor();
      expect(
        await passkeys.e2e.page.evaluate(
          () => (window as { unknownSignals?: unknown[] }).unknownSignals,
        ),
      ).toEqual([{ rpId: 'localhost', credentialId: id }]);
    });

    it('refuses a passkey presented as another user’s', async () => {
      await withoutPasskeyAutofill(passkeys.e2e.page);
      // Bruno's user handle, as the SSO gives it to him. (Ana's account is the one this file
      // leaves passkeys on; Bruno's stays without, for the list's test.)
      await passkeys.e2e.page.goto(`${passkeys.url}/login`);
      await signInForm(passkeys.e2e.page).signIn(secondDemoUser);
      await hello(passkeys.e2e.page, secondDemoUser).waitFor();
      const brunosHandle = await passkeys.e2e.page.evaluate(
        async () =>
          ((await (await fetch('/api/sso/passkeys')).json()) as { userHandle: string }).userHandle,
      );
      await passkeys.signOut(passkeys.e2e.page);
      await passkeys.registerPasskey(passkeys.e2e.page);
      // Ana's passkey signs, but the answer claims Bruno's account.
      await passkeys.e2e.page.route('**/api/sso/passkeys/sign-in', async (route) => {
        const body = route.request().postDataJSON() as {
          credential: { response: { userHandle?: string } };
        };
        body.credential.response.userHandle = brunosHandle;
        await route.continue({ postData: JSON.stringify(body) });
      });

      await passkeyButton(passkeys.e2e.page).click();
      await passkeys.e2e.page
        .getByText('Your passkey could not be checked. Try again, or sign in with your password.')
        .waitFor();
      expect(
        await passkeys.e2e.page.evaluate(async () => (await fetch('/api/sso/whoami')).status),
      ).toBe(401);
      // The passkey is Ana's and still good: the device keeps it.
      expect(await passkeys.credentialsOnDevice()).toBe(1);
    });

    it('arrives without moving anything in the sign-in card (no layout shift)', async () => {
      await passkeys.e2e.page.addInitScript(() => {
        const moved: string[] = [];
        (window as { moved?: string[] }).moved = moved;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: { node?: Node | null }[];
          })[]) {
            for (const { node } of entry.sources) {
              // The header's environment badge, shown once the settings are read, is another
              // matter: here, what the passkey button's arrival could push.
              if (node instanceof Element && node.closest('main .card')) moved.push(node.className);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await passkeys.e2e.page.goto(`${passkeys.url}/login`);
      await passkeyButton(passkeys.e2e.page).waitFor();
      // Layout shifts are reported by the frame after they happen.
      const moved = await passkeys.e2e.page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as { moved?: string[] }).moved)),
            ),
          ),
      );
      expect(moved).toEqual([]);
    });

    it('is not offered in a browser without WebAuthn, where the password still signs in', async () => {
      await passkeys.e2e.page.addInitScript(() => {
        delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
      });
      await passkeys.e2e.page.goto(`${passkeys.url}/login`);
      await signInForm(passkeys.e2e.page).signIn();
      await hello(passkeys.e2e.page).waitFor();
      await passkeys.signOut(passkeys.e2e.page);
      await signInForm(passkeys.e2e.page).submit.waitFor();
      expect(await passkeyButton(passkeys.e2e.page).count()).toBe(0);
    });
  });
}
