import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SsoServiceOptions } from '../../../dev-server/app.js';
import type { BrowserEngine, BrowserLanguage } from '../engines/engine';
import { startAnotherSite } from '../support/another-site';
import { copyBuild } from '../support/deployed-build';
import { freePort } from '../support/free-port';
import { type NetworkSwitch, startNetworkSwitch } from '../support/network-switch';
import { startPortal } from '../support/portal-server';
import { buildReturnOrigins } from '../support/return-origins';
import { serviceClock } from '../support/sign-in-form';
import { step } from '../support/steps';
import { type JourneyPage, journeyPage } from './journey-page';

/** What a journey's page talks to: the portal, behind a network the journey can cut. */
export interface JourneyWorld {
  readonly portal: Awaited<ReturnType<typeof startPortal>>;
  readonly network: NetworkSwitch;
  /**
   * The service's clock: the device's until a journey moves it on (a sign-in grown old), for
   * every journey after it in the file too.
   */
  readonly clock: ReturnType<typeof serviceClock>;
  /** A stand-in suite application, on another site, allowed as a return target (`suiteApp`). */
  readonly suiteApp?: { readonly origin: string };
}

export interface JourneysOptions {
  /**
   * Serves `pages` (by path, given the address the browser reaches the portal by) as a suite
   * application on another site, which the portal's deployment allows as a return target.
   */
  readonly suiteApp?: (portalUrl: string) => Record<string, string>;
  /** The SSO's options that differ from the tests' (`startPortal`), e.g. when risk shows. */
  readonly service?: SsoServiceOptions;
}

export interface Journey {
  /** Says what the portal does for the broker, as a test's name. */
  readonly name: string;
  /** The browser's language; English unless said. */
  readonly language?: BrowserLanguage;
  /**
   * What the browser itself reports of what the journey does on purpose (requests refused
   * while the network is cut). Anything else the page reports fails the journey.
   */
  readonly expectedProblems?: RegExp;
  run(page: JourneyPage, world: JourneyWorld): Promise<void>;
}

/** How long a journey may take in the slowest engine on a loaded machine. */
const journeyTimeoutMs = 60_000;

/**
 * Registers one test per journey, each in a fresh profile of the engine `start` gives, against
 * one portal for the file, reached through a network switch. Every journey ends by checking
 * that its pages reported no problem, and that the browser sent the service no report of a
 * policy violation: the one check every engine supports from a page's first byte.
 */
export function runJourneys(
  start: () => Promise<BrowserEngine>,
  journeys: readonly Journey[],
  options: JourneysOptions = {},
): void {
  let engine: BrowserEngine | undefined;
  let world: JourneyWorld | undefined;
  let app: Awaited<ReturnType<typeof startAnotherSite>> | undefined;
  let build: Awaited<ReturnType<typeof copyBuild>> | undefined;

  beforeAll(async () => {
    // The company providers send the browser back to the origin it reaches the portal by.
    const switchPort = await freePort();
    const clock = serviceClock();
    const { suiteApp } = options;
    if (suiteApp) {
      // The deployment's configuration, as configure.js writes it, names the app's origin.
      app = await startAnotherSite(suiteApp);
      build = await copyBuild();
      await build.configure({
        REACT_APP_ENVIRONMENT: 'qa',
        REACT_APP_APPLICATION_ID: '7',
        REACT_APP_RETURN_ORIGINS: [...buildReturnOrigins(), app.origin].join(','),
      });
    }
    const [started, portal] = await Promise.all([
      start(),
      startPortal(
        { now: clock.now, ...(build ? { staticDir: build.root } : {}), ...options.service },
        { companyOrigin: `http://127.0.0.1:${switchPort}` },
      ),
    ]);
    engine = started;
    const network = await startNetworkSwitch(portal.url, switchPort);
    app?.pointAt(network.url);
    world = { portal, clock, network, ...(app ? { suiteApp: { origin: app.origin } } : {}) };
  });

  afterAll(async () => {
    await world?.network.close();
    await engine?.close();
    await world?.portal.close();
    await app?.close();
    await build?.remove();
  });

  for (const journey of journeys) {
    it(
      journey.name,
      async () => {
        if (!engine || !world) throw new Error('The engine or the portal did not start');
        const started = engine;
        // The engine's own calls are bounded too, so that one never answered names itself
        // rather than spending the journey's whole time.
        const page = await step('Starting the browser', () =>
          started.openPage({ language: journey.language ?? 'en-US' }),
        );
        const reportsBefore = world.portal.service.cspReports().length;
        try {
          await journey.run(journeyPage(page, world.network.url), world);
          const problems = await step('Reading what the pages reported', () => page.problems());
          expect(problems.filter((problem) => !journey.expectedProblems?.test(problem))).toEqual(
            [],
          );
          expect(world.portal.service.cspReports().slice(reportsBefore)).toEqual([]);
        } finally {
          world.network.restore();
          await step('Closing the browser', () => page.close());
        }
      },
      journeyTimeoutMs,
    );
  }
}
