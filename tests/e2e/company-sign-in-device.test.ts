import { expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { signInAtProvider } from './support/company-sign-in-steps';
import { setUpPortalPage } from './support/portal-page';
import { signInForm } from './support/sign-in-form';
import { stepsOn } from './support/steps';

// A trusted device and a provider on another site, in Chromium, when the provider's own page
// sends the browser back (the broker signs in there, or picks an account). The core journeys
// prove the same in every engine when the provider sends the browser back at once; Chromium
// then takes the whole redirect chain for one started on the portal, and sends the device's
// SameSite=Strict cookie, which it never sends on a return started by the provider's page.

const e2e = setUpPortalPage();
const inStep = stepsOn(() => e2e.page);

const carla = {
  email: 'carla.mendes@gofy.example',
  password: 'gofy-demo-2026',
  secret: demoAuthenticatorSecret('carla.mendes@gofy.example'),
};

it('keeps the trusted device when the provider’s own page sends the browser back', async () => {
  const { page, portal } = e2e;
  const google = new URL(portal.companyProviders.standIns.get('google')?.origin ?? '');
  expect(google.hostname).not.toBe(new URL(portal.url).hostname);

  // Carla links her Google account, proving hers with the password and a code, on a browser
  // she trusts to skip the code from now on.
  await page.goto(`${portal.url}/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'Google', carla.email);
  const form = signInForm(page);
  await inStep('back on /login, asked to sign in once', () =>
    page.getByText(`To link your Google account (${carla.email}) to gofy`).waitFor(),
  );
  await form.password.fill(carla.password);
  await page.getByLabel('Keep me signed in on this device').check();
  await form.submit.click();
  await page.getByLabel("Don't ask again on this device for 30 days").check();
  await page.getByLabel('Code').fill(await authenticatorCode(carla.secret, Date.now()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await inStep('told it was linked', () =>
    page.getByRole('heading', { level: 1, name: 'Company account linked' }).waitFor(),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await inStep('signed out', () =>
    page.getByRole('heading', { name: 'You have signed out' }).waitFor(),
  );
  const deviceCookie = async () =>
    (await page.context().cookies(portal.url)).find(({ name }) => name === 'gofy_device')?.value;
  const trusted = await deviceCookie();
  expect(trusted).toBeDefined();

  // Google has forgotten her: its own page asks, and its form sends the browser back.
  await page.context().clearCookies({ domain: google.hostname });
  const notices = portal.service.outbox.messages.length;
  await page.goto(`${portal.url}/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'Google', carla.email);
  await inStep('signed in with Google, no code asked', () =>
    page.getByRole('heading', { name: 'Hello, Carla' }).waitFor(),
  );
  expect(portal.service.outbox.messages.slice(notices)).toEqual([]);
  expect(await deviceCookie()).toBe(trusted);
});
