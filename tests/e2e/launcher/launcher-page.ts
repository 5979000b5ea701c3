import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SsoServiceOptions } from '../../../dev-server/app.js';
import { englishContext } from '../support/browser';
import { setUpOwnPages } from '../support/own-pages';
import { followPageActivity, pageSettled } from '../support/page-activity';
import { demoUser, startPortal } from '../support/portal-server';
import { signInForm } from '../support/sign-in-form';

declare global {
  interface Window {
    /** Installed by `newPage`: resolves in a task after the next frame is painted. */
    afterPaint?: () => Promise<void>;
  }
}

/**
 * What a frame showed is read in a task after it was painted, queued before anything the page
 * schedules meanwhile: a read inside an animation callback sees a layout the page may still
 * change (its ResizeObservers run after those callbacks) before anything is painted.
 */
function installAfterPaint(): void {
  window.afterPaint = () =>
    new Promise<void>((painted) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => painted();
        channel.port2.postMessage(null);
      }),
    );
}

/**
 * Registers the hooks of the main screen's browser tests: one Chromium for the file, and a
 * portal of its own for each test, since tour states live in the service's memory.
 */
export function setUpLauncher() {
  const own = setUpOwnPages();
  const launcher = {
    /** Starts the test's portal with every tour `initialState`; resolves to its address. */
    async startWithTours(initialState: 'pending' | 'completed', options: SsoServiceOptions = {}) {
      const portal = own.closeAfter(await startPortal({ tourist: { initialState }, ...options }));
      return portal.url;
    },
    /** A page in a browser context of its own; `expected` is a console error a test provokes. */
    async newPage(
      options: BrowserContextOptions = englishContext,
      expected?: RegExp,
    ): Promise<Page> {
      const page = await own.newPage(options, expected);
      await followPageActivity(page);
      await page.addInitScript(installAfterPaint);
      return page;
    },
    /** A portal with every tour `initialState`, and a page where Ana has signed in on it. */
    async signedIn(initialState: 'pending' | 'completed') {
      const url = await launcher.startWithTours(initialState);
      const page = await launcher.newPage();
      await signIn(page, url, demoUser);
      return { url, page };
    },
  };
  return launcher;
}

export type Launcher = ReturnType<typeof setUpLauncher>;

export async function signIn(page: Page, url: string, user: { email: string; password: string }) {
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: /^(Email|E-mail)$/ }).fill(user.email);
  await page.getByLabel(/^(Password|Senha)$/).fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
}

/** Signs `user` in and waits for the main screen's greeting. */
export async function signInToMainScreen(page: Page, url: string, user = demoUser) {
  await signIn(page, url, user);
  await greeting(page, user).waitFor();
}

export const greeting = (page: Page, user = demoUser) =>
  page.getByRole('heading', { name: `Hello, ${user.firstName}` });

export function toursAnswered(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/tourist/tours'));
}

export const cards = (page: Page) => page.locator('.launcher-grid a');

/** No tour dialog, once a tour that wrongly started would have loaded its code and opened. */
export async function expectNoTour(page: Page) {
  await pageSettled(page);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

/** Opens the card tour from the Help menu. */
export async function openCardTour(page: Page) {
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('button', { name: 'How to use the application cards' }).click();
}

/** Signs in again on the form the end of a session left, and waits for the greeting. */
export async function signInAgainOnTheForm(page: Page) {
  await signInForm(page).signIn();
  await greeting(page).waitFor();
}
