import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployConfigUrl } from '../../../src/config/config';
import { buildDir, demoUser } from '../support/portal-server';
import type { JourneyPage } from './journey-page';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Signs in with the form of `/login`, in English, and waits for what comes after it. */
export async function signInWithPassword(
  page: JourneyPage,
  user: Credentials = demoUser,
): Promise<void> {
  await page.open('/login');
  await page.fill('Email', user.email);
  await page.fill('Password', user.password);
  await page.press('Sign in');
}

/** Whoami's status as the page gets it, with its cookies: who the SSO thinks is signed in. */
export function whoamiStatus(page: JourneyPage): Promise<number> {
  return page.evaluate(
    async () => (await fetch('/api/sso/whoami', { cache: 'no-store' })).status,
    null,
  );
}

/**
 * The files the build's service worker precaches, as its manifest lists them, and the
 * deployment's settings, which it keeps in a cache of their own: the portal cannot open
 * without them. After a sign-out emptied the caches (WebKit), the worker puts the settings
 * back last (src/sw/refill-caches.ts), so the build's files alone being back is not yet ready.
 */
export function filesNeededOffline(): string[] {
  const worker = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const built = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => `/${match[1]}`);
  return [...built, deployConfigUrl];
}

/**
 * Waits until a service worker controls the page and Cache Storage holds every file the
 * portal needs offline: the state in which it opens with no network.
 */
export async function untilReadyOffline(page: JourneyPage): Promise<void> {
  const files = filesNeededOffline();
  try {
    await page.until(
      'a service worker in control, with every file the portal needs offline in Cache Storage',
      async (precached) => {
        if (navigator.serviceWorker?.controller?.state !== 'activated') return false;
        const found = await Promise.all(
          precached.map((file) => caches.match(file, { ignoreSearch: true })),
        );
        return found.every(Boolean);
      },
      files,
    );
  } catch (error) {
    const state = await page
      .evaluate(async (precached) => {
        const registration = await navigator.serviceWorker.getRegistration();
        const missing: string[] = [];
        for (const file of precached) {
          if (!(await caches.match(file, { ignoreSearch: true }))) missing.push(file);
        }
        return JSON.stringify({
          controller: navigator.serviceWorker.controller?.state ?? null,
          installing: registration?.installing?.state,
          waiting: registration?.waiting?.state,
          active: registration?.active?.state,
          caches: await caches.keys(),
          missing,
        });
      }, files)
      .catch((failure: unknown) => `(not read: ${failure})`);
    throw new Error(
      `${error instanceof Error ? error.message : error} Workers and caches: ${state}`,
    );
  }
}

/**
 * Resolves once the page has had the chance to offer a new version after its worker changed:
 * the page asks the worker in control which build it is and decides on the answer, so once
 * the worker has answered this same question (asked after the page's) and the page has run
 * what that answer started, an offer would be on screen.
 */
export async function afterBuildCheck(page: JourneyPage): Promise<void> {
  await page.evaluate(async () => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) throw new Error('No service worker controls the page');
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      worker.postMessage({ type: 'GET_BUILD' }, [channel.port2]);
    });
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  }, null);
}

export const newVersionOffer = 'A new version of gofy is available.';

/** Whether the page shows the offer of a new version. */
export function offersNewVersion(page: JourneyPage): Promise<boolean> {
  return page.evaluate(
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown is what a person reads.
    (offer) => (document.body?.innerText ?? '').includes(offer),
    newVersionOffer,
  );
}
