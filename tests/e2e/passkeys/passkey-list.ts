import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { narrowPhoneScreen } from '../support/browser';
import { enlargeText, sidewaysOverflow } from '../support/enlarged-text';
import { demoUser, secondDemoUser } from '../support/portal-server';
import { signInForm } from '../support/sign-in-form';
import { withoutPasskeyAutofill } from '../support/virtual-authenticator';
import { hello, type Passkeys, passkeyButton, removePasskeyElsewhere } from './passkey-page';

/** The passkeys an account has: the list at /security, the device's, the offer to add one. */
export function passkeyListTests(passkeys: Passkeys) {
  describe('the passkey list at /security', () => {
    it('adds, renames and removes a passkey, and the device forgets the removed one', async () => {
      // Bruno: the file's other tests leave passkeys on Ana's account.
      await withoutPasskeyAutofill(passkeys.e2e.page);
      await passkeys.e2e.page.goto(`${passkeys.url}/login`);
      await signInForm(passkeys.e2e.page).signIn(secondDemoUser);
      await hello(passkeys.e2e.page, secondDemoUser).waitFor();
      // Followed from the keyboard: the page's heading takes it as the page comes.
      await passkeys.e2e.page.getByRole('link', { name: 'Sign-in and security' }).focus();
      await passkeys.e2e.page.keyboard.press('Enter');
      await passkeys.e2e.page.getByRole('heading', { name: 'Your passkeys' }).waitFor();
      await expect
        .poll(() => passkeys.e2e.page.evaluate(() => document.activeElement?.textContent))
        .toBe('Sign-in and security');
      await passkeys.e2e.page.getByText('You have no passkeys yet.').waitFor();

      await passkeys.e2e.page.getByRole('button', { name: 'Add a passkey' }).click();
      // Named after the device it is made on, as the SSO reads this browser, and the minute.
      await passkeys.e2e.page
        .getByText(
          /^Passkey “Chrome on Linux · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M” added\.$/,
        )
        .waitFor();
      await passkeys.e2e.page.getByText('Created on: Chrome on Linux · Computer').waitFor();
      expect(await axeViolations(passkeys.e2e.page)).toEqual([]);

      await passkeys.e2e.page.getByRole('button', { name: /^Rename: / }).click();
      await passkeys.e2e.page
        .getByRole('textbox', { name: /^New name for/ })
        .fill('Celular da Ana');
      await passkeys.e2e.page.getByRole('button', { name: 'Save' }).click();
      await passkeys.e2e.page.getByText('Renamed to “Celular da Ana”.').waitFor();
      await passkeys.e2e.page.getByText('Celular da Ana', { exact: true }).waitFor();

      expect(await passkeys.credentialsOnDevice()).toBe(1);
      // Nothing of the passkey is kept by the page: no id, key or challenge in its storage.
      const stored = await passkeys.e2e.page.evaluate(async () => {
        const { passkeys } = (await (await fetch('/api/sso/passkeys')).json()) as {
          passkeys: { id: string }[];
        };
        return {
          id: passkeys[0]?.id ?? '',
          storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
          databases: (await indexedDB.databases()).map((database) => database.name),
        };
      });
      expect(stored.id).not.toBe('');
      expect(stored.storage).not.toContain(stored.id);
      expect(stored.storage).not.toMatch(/challenge|publicKey|credential/i);
      expect(stored.databases).toEqual([]);
      await passkeys.e2e.page.getByRole('button', { name: 'Remove: Celular da Ana' }).click();
      await passkeys.e2e.page.getByRole('button', { name: 'Remove', exact: true }).click();
      await passkeys.e2e.page.getByText('Passkey “Celular da Ana” removed.').waitFor();
      await passkeys.e2e.page.getByText('You have no passkeys yet.').waitFor();

      // The list told the browser which passkeys the SSO still accepts
      // (signalAllAcceptedCredentials): the device forgot the removed one too.
      expect(await passkeys.credentialsOnDevice()).toBe(0);
    });
  });

  describe('the passkey list for a broker on a phone', () => {
    it('reads in pt-BR, dark, with no violation, and fits 320 px with text at 200%', async () => {
      const page = passkeys.e2e.page;
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize(narrowPhoneScreen);
      await withoutPasskeyAutofill(page);
      // Bruno: this file leaves his account without passkeys until here.
      await page.goto(`${passkeys.url}/login`);
      await signInForm(page).signIn(secondDemoUser);
      await hello(page, secondDemoUser).waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
      // The main screen's header, with the way to the list, fits as well.
      await page.getByRole('link', { name: 'Segurança da conta' }).waitFor();
      await enlargeText(page);
      expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
      await page.goto(`${passkeys.url}/security`);
      await page.getByRole('button', { name: 'Criar chave de acesso' }).click();
      await page.getByText(/^Chave de acesso “Chrome no Linux · .*” criada\.$/).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Renomear: / }).click();
      await page.getByRole('textbox', { name: /^Novo nome para/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await enlargeText(page);
      expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
    });
  });

  describe('the device’s passkeys after a sign-in', () => {
    it('are kept in step with the account: one removed elsewhere is forgotten here', async () => {
      await passkeys.e2e.page.addInitScript(() => {
        const told: { accepted?: unknown; user?: unknown } = {};
        (window as { told?: typeof told }).told = told;
        const accepted = PublicKeyCredential.signalAllAcceptedCredentials;
        PublicKeyCredential.signalAllAcceptedCredentials = (details) => {
          told.accepted = details.allAcceptedCredentialIds;
          return accepted.call(PublicKeyCredential, details);
        };
        const current = PublicKeyCredential.signalCurrentUserDetails;
        PublicKeyCredential.signalCurrentUserDetails = (details) => {
          told.user = { name: details.name, displayName: details.displayName };
          return current.call(PublicKeyCredential, details);
        };
      });
      await withoutPasskeyAutofill(passkeys.e2e.page);
      const id = await passkeys.registerPasskey(passkeys.e2e.page);
      expect(await passkeys.credentialsOnDevice()).toBe(1);
      // Removed on another device: only the SSO knows.
      await signInForm(passkeys.e2e.page).signIn();
      await hello(passkeys.e2e.page).waitFor();
      await removePasskeyElsewhere(passkeys.e2e.page, id);
      await passkeys.signOut(passkeys.e2e.page);

      await signInForm(passkeys.e2e.page).signIn();
      await hello(passkeys.e2e.page).waitFor();
      await expect.poll(passkeys.credentialsOnDevice).toBe(0);
      // The passkeys the SSO lists now (the file's other tests left some), without the removed one.
      const listed = await passkeys.e2e.page.evaluate(async () =>
        (
          (await (await fetch('/api/sso/passkeys')).json()) as { passkeys: { id: string }[] }
        ).passkeys.map((passkey) => passkey.id),
      );
      expect(listed).not.toContain(id);
      expect(await passkeys.e2e.page.evaluate(() => (window as { told?: unknown }).told)).toEqual({
        accepted: listed,
        user: { name: demoUser.email, displayName: demoUser.name },
      });
    });
  });

  describe('the offer after a sign-in with the password', () => {
    const offer = (page: Page) => page.getByRole('heading', { name: 'Sign in faster next time' });

    it('adds a passkey from the offer, which then signs in', async () => {
      await withoutPasskeyAutofill(passkeys.e2e.page);
      await passkeys.e2e.page.goto(`${passkeys.url}/login`);
      await signInForm(passkeys.e2e.page).signIn();
      await offer(passkeys.e2e.page).waitFor();
      await passkeys.e2e.page.getByRole('button', { name: 'Add a passkey' }).click();
      await passkeys.e2e.page.getByText('Passkey added. Next time, sign in with it.').waitFor();
      expect(await passkeys.credentialsOnDevice()).toBe(1);

      await passkeys.signOut(passkeys.e2e.page);
      await passkeyButton(passkeys.e2e.page).click();
      await hello(passkeys.e2e.page).waitFor();
      // Signed in with the passkey: nothing to offer.
      expect(await offer(passkeys.e2e.page).count()).toBe(0);
    });

    it('is not made again on this device after "Not now", nor on a reload', async () => {
      await passkeys.e2e.page.goto(`${passkeys.url}/login`);
      await signInForm(passkeys.e2e.page).signIn();
      await offer(passkeys.e2e.page).waitFor();
      await passkeys.e2e.page.reload();
      await hello(passkeys.e2e.page).waitFor();
      expect(await offer(passkeys.e2e.page).count()).toBe(0);

      await passkeys.signOut(passkeys.e2e.page);
      await signInForm(passkeys.e2e.page).signIn();
      await offer(passkeys.e2e.page).waitFor();
      await passkeys.e2e.page.getByRole('button', { name: 'Not now' }).click();
      expect(await offer(passkeys.e2e.page).count()).toBe(0);
      await passkeys.signOut(passkeys.e2e.page);
      await signInForm(passkeys.e2e.page).signIn();
      await hello(passkeys.e2e.page).waitFor();
      expect(await offer(passkeys.e2e.page).count()).toBe(0);
    });
  });
}
