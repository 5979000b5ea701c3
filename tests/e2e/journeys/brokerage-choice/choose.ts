import { expect } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../../../support/authenticator-app';
import { inPageWith } from '../../engines/engine';
import type { JourneyPage } from '../journey-page';
import type { Journey, JourneyWorld } from '../run-journeys';

/**
 * "Choose a brokerage" for Carla, the demo broker in two brokerages (Mendes Corretora, and
 * Parceira Vida, which requires the code): choosing after signing in, an application's
 * `brokerage` skipping the choice, the no-access answer alike for a brokerage of someone
 * else's and one that does not exist, and the code asked in place for the brokerage requiring it.
 */

const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const secret = demoAuthenticatorSecret(carla.email);

/**
 * A code of Carla's app the SSO has not taken yet: the service's clock moves a minute on
 * first, since a code is taken once and every journey of the file signs her in.
 */
async function freshCode({ clock }: JourneyWorld): Promise<string> {
  clock.advance(60_000);
  return authenticatorCode(secret, clock.now());
}

/** Carla signs in at `address` with her password and a code; optionally trusting the device. */
export async function carlaSignsIn(
  page: JourneyPage,
  world: JourneyWorld,
  address = '/login',
  { trust = false } = {},
): Promise<void> {
  await page.open(address);
  await page.fill('Email', carla.email);
  await page.fill('Password', carla.password);
  // Only a sign-in kept on the device offers to trust it.
  if (trust) await page.tick('Keep me signed in on this device');
  await page.press('Sign in');
  await page.seeHeading('Two-step verification');
  if (trust) await page.tick("Don't ask again on this device for 30 days");
  await page.fill('Code', await freshCode(world));
  await page.press('Verify');
}

/** whoami's brokerage and applications for the page's session. */
const whoamiBrokerage = (page: JourneyPage) =>
  page.evaluate(
    () =>
      fetch('/api/sso/whoami', { cache: 'no-store' })
        .then((response) => response.json())
        .then((body: { user: { apps: string[] }; session: { activeBrokerageId: unknown } }) => ({
          active: body.session.activeBrokerageId,
          apps: body.user.apps,
        })),
    null,
  );

/** The main part of the page as it stands, React's generated ids set aside. */
const mainMarkup = inPageWith(
  () => 0,
  () =>
    (document.querySelector('main')?.innerHTML ?? '').replace(/:r[0-9a-z]+:|«r[0-9a-z]+»/g, ':id:'),
);

/** What `chooseBrokerage` answers the page's session for `id`: its status and body. */
const answerFor = (page: JourneyPage, id: string) =>
  page.evaluate(
    (brokerageId) =>
      fetch('/api/sso/session/brokerage', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ brokerageId }),
      }).then(async (response) => `${response.status} ${await response.text()}`),
    id,
  );

export const chooseJourneys: readonly Journey[] = [
  {
    name: 'asks a broker of two brokerages to choose after signing in, and shows the chosen one’s applications',
    async run(page, world) {
      await carlaSignsIn(page, world);
      await page.seeHeading('Choose a brokerage');
      await page.see('Mendes Corretora');
      await page.see('CNPJ 45.***.***/0001-34');
      await page.see('Parceira Vida Corretora');
      expect(await page.location()).toBe('/choose-brokerage');
      await page.press('Mendes Corretora');
      await page.seeHeading('Hello, Carla');
      await page.see('Sales pipeline');
      expect(await whoamiBrokerage(page)).toMatchObject({ active: 'mendes-corretora' });
    },
  },
  {
    name: 'skips the choice when the return target names a brokerage the broker belongs to',
    async run(page, world) {
      await carlaSignsIn(page, world, '/login?redirect=%2Fsecurity&brokerage=parceira-vida');
      await page.seeHeading('Sign-in and security');
      expect(await page.location()).toBe('/security');
      expect(await whoamiBrokerage(page)).toEqual({
        active: 'parceira-vida',
        apps: ['pipeline', 'insured'],
      });
    },
  },
  {
    name: 'says only that there is no access, alike for a brokerage of someone else’s and one that does not exist',
    // The browser notes each refusal it was asked to make.
    expectedProblems: /status of 404 .*\/api\/sso\/session\/brokerage/,
    async run(page, world) {
      await carlaSignsIn(page, world, '/login?brokerage=horizonte');
      await page.seeHeading('You have no access to this brokerage');
      await page.see('Mendes Corretora');
      const someoneElses = await page.evaluate(mainMarkup, undefined);
      await page.open('/login?brokerage=no-such-brokerage');
      await page.seeHeading('You have no access to this brokerage');
      await page.see('Mendes Corretora');
      expect(await page.evaluate(mainMarkup, undefined)).toBe(someoneElses);
      expect(someoneElses).not.toMatch(/horizonte|no-such/i);
      expect(await answerFor(page, 'horizonte')).toBe(await answerFor(page, 'no-such-brokerage'));
    },
  },
  {
    name: 'asks only the code for a brokerage that requires it, when the session has not proved it',
    // The browser notes the refusal that names what is missing.
    expectedProblems: /status of 403 .*\/api\/sso\/session\/brokerage/,
    async run(page, world) {
      // On a device she trusts, her password alone signs her in: no code in this session.
      await carlaSignsIn(page, world, '/login', { trust: true });
      await page.press('Sign out', 'link');
      await page.seeHeading('You have signed out');
      await page.open('/login?redirect=%2Fsecurity&brokerage=parceira-vida');
      await page.fill('Email', carla.email);
      await page.fill('Password', carla.password);
      await page.press('Sign in');
      await page.seeHeading('Confirm it is you');
      await page.see('Parceira Vida Corretora asks for the code from your authenticator app');
      await page.fill('Code from the app', await freshCode(world));
      await page.press('Confirm');
      await page.seeHeading('Sign-in and security');
      expect(await whoamiBrokerage(page)).toMatchObject({ active: 'parceira-vida' });
    },
  },
];
