import { expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { untilCarlaMainScreen } from './support/brokerage-choice';
import { signInAtProvider } from './support/company-sign-in-steps';
import { setUpPortalPage } from './support/portal-page';
import { signInForm } from './support/sign-in-form';
import { stepsOn } from './support/steps';

// A trusted device and a provider on another site, in Chromium, when the provider's own page
// sends the browser back (the broker signs in there, or picks an account). The core journeys
// prove the same in every engine when the provider sends the browser back at once; Chromium
// then takes the whole redirect chain for one started on the portal, and sends the device's
// SameSite=Strict cookie, which it never sends on a return started by the provider's page.

// Chromium logs the SSO's 403 that asks for the code before the link (the page then asks it).
const e2e = setUpPortalPage({
  expectedProblems:
    /^console: Failed to load resource: the server responded with a status of 403 \(Forbidden\) \(http:\/\/127\.0\.0\.1:\d+\/api\/sso\/federation\/link\)$/,
});
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

  // Carla signs in with her password and a code, on a browser she trusts from now on.
  await page.goto(`${portal.url}/login`);
  const form = signInForm(page);
  await form.email.fill(carla.email);
  await form.password.fill(carla.password);
  await page.getByLabel('Keep me signed in on this device').check();
  await form.submit.click();
  await page.getByLabel("Don't ask again on this device for 30 days").check();
  await page
    .getByRole('textbox', { name: 'Code', exact: true })
    .fill(await authenticatorCode(carla.secret, Date.now()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await inStep('the main screen', () => untilCarlaMainScreen(page));
  await page.getByRole('link', { name: 'Sign out' }).click();
  await inStep('signed out', () =>
    page.getByRole('heading', { name: 'You have signed out' }).waitFor(),
  );

  // She links her Google account: her password alone signs her in on this browser, so the
  // link asks for her code before it is made.
  await page.goto(`${portal.url}/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'Google', carla.email);
  await inStep('back on /login, asked to sign in once', () =>
    page.getByText(`To link your Google account (${carla.email}) to gofy`).waitFor(),
  );
  await form.password.fill(carla.password);
  await form.submit.click();
  await inStep('asked for her code before the link', () =>
    page.getByRole('heading', { level: 1, name: 'Enter your code to link the account' }).waitFor(),
  );
  // The next step's code: the last one was taken.
  await page
    .getByRole('textbox', { name: 'Code', exact: true })
    .fill(await authenticatorCode(carla.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Link', exact: true }).click();
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
  await inStep('signed in with Google, no code asked', () => untilCarlaMainScreen(page));
  expect(portal.service.outbox.messages.slice(notices)).toEqual([]);
  expect(await deviceCookie()).toBe(trusted);
});
