import { expect } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../../support/authenticator-app';
import { companyPassword } from '../support/company-providers';
import { demoUser } from '../support/portal-server';
import { untilCarlaMainScreen } from './brokerage-choice/choice-steps';
import type { JourneyPage } from './journey-page';
import {
  afterBuildCheck,
  offersNewVersion,
  signInWithPassword,
  untilReadyOffline,
  whoamiStatus,
} from './journey-steps';
import type { Journey } from './run-journeys';

const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const carlaSecret = demoAuthenticatorSecret(carla.email);
// His company requires an authenticator he has not set up: his password leads to the set-up.
const diego = { email: 'diego.alves@gofy.example', password: 'gofy-demo-2026' };

// What a browser writes to its console by itself when a request meets the cut network: the
// journeys that cut it ask for those failures. Anything the portal says stays a problem.
const refusedByTheCutNetwork =
  /^console: Failed to load resource: net::ERR_(CONNECTION_\w+|EMPTY_RESPONSE|SOCKET_NOT_CONNECTED) /;

// Firefox asks the stand-in provider's sign-in page for its icon, which that page's own policy
// (`default-src 'none'`, dev-server/identity-provider/) refuses, and reports it: the
// provider's page, not the portal's.
const standInsOwnIcon =
  /^page error: Content-Security-Policy: .* at http:\/\/localhost:\d+\/favicon\.ico because/;

/** Ana signs in, and stays until her portal opens with no network, as a broker's does. */
async function signInReadyOffline(page: JourneyPage): Promise<void> {
  await signInWithPassword(page);
  await page.seeHeading(`Hello, ${demoUser.firstName}`);
  await untilReadyOffline(page);
}

/**
 * Ana signs in and out, online, and stays until the portal opens with no network again: the
 * sign-out's answer cleared what the portal keeps for that, and the portal puts it back.
 */
async function signedOutReadyOffline(page: JourneyPage): Promise<void> {
  await signInReadyOffline(page);
  await page.press('Sign out', 'link');
  await page.seeHeading('You have signed out');
  await untilReadyOffline(page);
}

/** Signs out with the network cut: the page forgets the device at once. */
async function signOutOffline(page: JourneyPage): Promise<void> {
  await page.press('Sign out', 'link');
  await page.seeHeading('Signed out on this device');
}

/**
 * From the sign-in page to the stand-in Google's own sign-in page, on its own origin, and
 * back with an account the portal offers to link.
 */
async function signInAtGoogle(page: JourneyPage, email: string): Promise<void> {
  await page.open('/login');
  await page.press('Continue with Google', 'link');
  await page.seeHeading('Google');
  await page.fill('E-mail', email);
  await page.fill('Senha', companyPassword);
  await page.press('Entrar');
  await page.see(`To link your Google account (${email}) to gofy`);
}

/** The installed app's start address opens on the sign-in page, and comes back to it after. */
async function opensInstalledAppAtSignIn(page: JourneyPage): Promise<void> {
  await page.open('/?source=installed');
  await page.seeHeading('Sign in to gofy');
  expect(await page.location()).toBe('/login?redirect=%2F%3Fsource%3Dinstalled');
}

/** The journeys every engine a broker uses must complete, each written once. */
export const coreJourneys: readonly Journey[] = [
  {
    name: 'arrives at the sign-in page with the caret in the email field, kept there as the page comes to life',
    async run(page) {
      await page.open('/login');
      // The page has come to life: its button, disabled until then, can be pressed.
      await page.until(
        'the sign-in button to be usable',
        () => document.querySelector('form button[type=submit]:not(:disabled)') !== null,
        null,
      );
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'), null)).toBe(
        'email',
      );
    },
  },
  {
    name: 'signs in with a password and out again, with no new version offered after it',
    async run(page) {
      // A broker's portal has its worker by the time they sign out.
      await signInReadyOffline(page);

      await page.press('Sign out', 'link');
      await page.seeHeading('You have signed out');
      expect(await whoamiStatus(page)).toBe(401);
      // The sign-out's answer cleared the site's data, worker included: the portal takes a
      // worker again, of the build it already runs, which is no new version.
      await untilReadyOffline(page);
      await afterBuildCheck(page);
      expect(await offersNewVersion(page)).toBe(false);
    },
  },
  {
    name: 'asks for the code of an authenticator app after the password, and signs in with it',
    async run(page) {
      await signInWithPassword(page, carla);
      await page.seeHeading('Two-step verification');
      const code = await authenticatorCode(carlaSecret, Date.now());
      await page.fill('Code', code);
      await page.press('Verify');
      await untilCarlaMainScreen(page);
    },
  },
  {
    name: 'names the account at the set-up it asks for, and ends that sign-in for another account',
    async run(page) {
      // Diego without his phone: he cannot set the app up now.
      await page.open('/login?redirect=%2Fsecurity');
      await page.fill('Email', diego.email);
      await page.fill('Password', diego.password);
      await page.press('Sign in');
      await page.seeHeading('Set up two-step verification');
      await page.see(`Signing in as ${diego.email}`);
      // The way back is pressed once the set-up it sits under is shown, as a person does: the
      // QR code arriving moves it down, and a click aimed before that lands on the set-up.
      await page.see('scan this QR code');

      await page.press('Sign in with another account');
      await page.seeHeading('Sign in to gofy');
      expect(await page.location()).toBe('/login?redirect=%2Fsecurity');
      expect(await page.valueOf('Email')).toBe('');
      // Nothing waits at the SSO any more: the step, opened again, finds no sign-in.
      await page.open('/login/code');
      await page.see(
        'This sign-in was started in another browser or window, or it has already finished.',
      );
    },
  },
  {
    name: 'signs out offline at once, and finishes at the server on the next start online',
    expectedProblems: refusedByTheCutNetwork,
    async run(page, { network }) {
      await signInReadyOffline(page);

      network.cut();
      await signOutOffline(page);
      await page.see('your session may stay active until we can');

      network.restore();
      // The server never heard of it: the session is still alive there.
      expect(await whoamiStatus(page)).toBe(200);
      await page.reload();
      await page.seeHeading('You have signed out');
      expect(await whoamiStatus(page)).toBe(401);
    },
  },
  {
    name: 'opens /login with no network after a sign-out',
    expectedProblems: refusedByTheCutNetwork,
    async run(page, { network }) {
      await signedOutReadyOffline(page);

      network.cut();
      await page.open('/login');
      await page.seeHeading('Sign in to gofy');
      await page.fill('Email', demoUser.email);
      expect(await page.valueOf('Email')).toBe(demoUser.email);
    },
  },
  {
    name: 'opens the installed app’s start address with no network after a sign-out, on the sign-in page',
    expectedProblems: refusedByTheCutNetwork,
    async run(page, { network }) {
      await signedOutReadyOffline(page);

      // The manifest's start address, as the installed app opens it on a phone with no signal
      // (the cut network refuses connections; the browser still believes it is online, so the
      // page's offline note is for the component tests to see).
      network.cut();
      await opensInstalledAppAtSignIn(page);
    },
  },
  {
    name: 'opens the start address on the sign-in page after a sign-out made offline',
    expectedProblems: refusedByTheCutNetwork,
    async run(page, { network }) {
      await signInReadyOffline(page);
      network.cut();
      await signOutOffline(page);
      await opensInstalledAppAtSignIn(page);
    },
  },
  {
    name: 'answers a page it holds no copy of, offline, with its own offline page in the reader’s language',
    expectedProblems: refusedByTheCutNetwork,
    async run(page, { network }) {
      await page.open('/login');
      await untilReadyOffline(page);
      // As WebKit leaves a worker after a sign-out: running, its caches emptied.
      await page.evaluate(async () => {
        await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      }, null);

      network.cut();
      await page.open('/');
      await page.seeHeading('You are offline');
      await page.see('check your connection');

      network.restore();
      await page.press('Try again', 'link');
      await page.seeHeading('Sign in to gofy');
    },
  },
  {
    name: 'offers no new version on a first visit, nor after a reload while the first worker installs',
    async run(page) {
      await page.open('/login');
      // Reloaded once the first worker's install has begun, its first copies in Cache Storage:
      // not the moment the registration exists. WebKit fires the install event only after the
      // registering page has taken the registration, and a page gone at that instant leaves the
      // worker installing, its job queue blocked, until the tab's process ends (WebKit bug
      // 215122); no page can move it on. docs/testing-log.md has the measurements.
      await page.until(
        'the first worker installing',
        async () => (await caches.keys()).length > 0,
        null,
      );
      await page.reload();
      await untilReadyOffline(page);
      await afterBuildCheck(page);
      expect(await offersNewVersion(page)).toBe(false);
    },
  },
  {
    name: 'speaks the browser’s language, then the one picked in the switch, on every page after',
    async run(page) {
      await page.open('/login');
      expect(await page.evaluate(() => document.documentElement.lang, null)).toBe('en');
      await page.seeHeading('Sign in to gofy');

      await page.choose('Language', 'pt-BR');
      await page.seeHeading('Entrar no gofy');
      await page.until(
        'the language kept in its cookie',
        () => document.cookie.includes('gofy_locale=pt-BR'),
        null,
      );
      await page.open('/login');
      expect(await page.evaluate(() => document.documentElement.lang, null)).toBe('pt-BR');
      await page.seeHeading('Entrar no gofy');
    },
  },
  {
    name: 'fills a sign-up request’s address from its postal code',
    async run(page) {
      await page.open('/login');
      await page.press('Ask for an account', 'link');
      await page.seeHeading('Ask for a gofy account');
      await page.fill('Postal code (CEP)', '01310100');
      await page.see('Address filled in from the postal code.');
      expect(await page.valueOf('Postal code (CEP)')).toBe('01310-100');
      expect(await page.valueOf('Street')).toBe('Avenida Paulista');
      expect(await page.valueOf('City')).toBe('São Paulo');
      expect(await page.valueOf('State')).toBe('SP');
    },
  },
  {
    name: 'signs in with a company account at its provider, linked once with the password',
    expectedProblems: standInsOwnIcon,
    async run(page) {
      await signInAtGoogle(page, demoUser.email);
      await page.fill('Password', demoUser.password);
      await page.press('Sign in');
      await page.seeHeading('Company account linked');
      await page.press('Continue');
      await page.seeHeading(`Hello, ${demoUser.firstName}`);
      await page.open('/security');
      await page.see(`Google · ${demoUser.email}`);
    },
  },
  {
    name: 'keeps a trusted device through a company sign-in at a provider on another site',
    expectedProblems: standInsOwnIcon,
    async run(page, { portal, network }) {
      // The provider's site is not the portal's, as Google's never is.
      const google = portal.companyProviders.standIns.get('google');
      expect(new URL(google?.origin ?? network.url).hostname).not.toBe(
        new URL(network.url).hostname,
      );
      // Carla links her Google account: at Google, then her password and her code, on a
      // browser of her own, which she trusts to skip the code from now on.
      await signInAtGoogle(page, carla.email);
      await page.fill('Password', carla.password);
      await page.tick('Keep me signed in on this device');
      await page.press('Sign in');
      await page.seeHeading('Two-step verification');
      await page.tick("Don't ask again on this device for 30 days");
      // The next step's code, which the SSO takes as well: another journey may have used
      // this step's, and a code is taken once.
      await page.fill('Code', await authenticatorCode(carlaSecret, Date.now() + 30_000));
      await page.press('Verify');
      await page.seeHeading('Company account linked');
      await page.press('Continue');
      await untilCarlaMainScreen(page);
      await page.press('Sign out', 'link');
      await page.seeHeading('You have signed out');
      const notices = portal.service.outbox.messages.length;

      // Google (her session there still open) sends her back from its site: this browser is
      // still the one she trusts, so no code, and nobody is told of a new device. From the
      // signed-out page, as a broker goes on from it.
      await page.press('Sign in again', 'link');
      await page.seeHeading('Sign in to gofy');
      await page.press('Continue with Google', 'link');
      await untilCarlaMainScreen(page);
      expect(portal.service.outbox.messages.slice(notices)).toEqual([]);
      // The trusted cookie is the one she had: her password alone still signs in here.
      await page.press('Sign out', 'link');
      await page.seeHeading('You have signed out');
      await page.press('Sign in again', 'link');
      await page.fill('Email', carla.email);
      await page.fill('Password', carla.password);
      await page.press('Sign in');
      await untilCarlaMainScreen(page);
    },
  },
  {
    name: 'says there is no one to sign out at /logout on a device nobody is signed in on',
    async run(page) {
      await page.open('/logout');
      await page.seeHeading('You are already signed out');
      await page.press('Sign in', 'link');
      await page.seeHeading('Sign in to gofy');
    },
  },
  {
    name: 'shows the security page from the main screen',
    async run(page) {
      await signInWithPassword(page);
      await page.seeHeading(`Hello, ${demoUser.firstName}`);
      await page.press('Sign-in and security', 'link');
      await page.seeHeading('Your passkeys');
      await page.seeHeading('Two-step verification');
      await page.seeHeading('Your devices');
      expect(await page.location()).toBe('/security');
    },
  },
];
