import { defineConfig } from 'vitest/config';
import { parseCompanyLinks } from './src/config/company-links.js';
import { testLinkVariables } from './tests/support/test-links.js';

// Four kinds of test, each in the environment it needs, told apart by where the file is and how
// it is named, so a new file lands in the right one without being listed:
// - `*.test.tsx` (components) and `*.dom.test.ts` (modules that reach for the page: the DOM,
//   storage, `location`, a fetch to the page's origin, or that mock modules) run in jsdom;
// - any other `*.test.ts` under tests/ is logic that needs none of that and runs in Node;
// - tests/dev-server, deploy, build and contract drive the local SSO service and the build
//   over real HTTP in Node; tests/e2e drives the browsers.
//
// Loading jsdom costs about a second of CPU per test file. The component tests load it once per
// worker and run each file in a VM context of its own (`vmForks`): still a fresh copy of the
// modules and of the DOM for each file, in half the time a process per file took. The logic and
// service files share one Node context per worker instead (`isolate: false`), so they must not
// mock modules or leave globals stubbed (tests/build/test-environments.test.ts holds them to it).
const inNode = ['tests/dev-server/**', 'tests/deploy/**', 'tests/build/**', 'tests/contract/**'];
const inBrowsers = ['tests/e2e/**'];
const inPage = ['tests/**/*.test.tsx', 'tests/**/*.dom.test.ts'];

export default defineConfig({
  // What the build hands the page (rsbuild.config.ts): the test configuration's links. A test
  // about links being absent mocks src/config/links.ts (tests/support/mock-config.ts).
  // No company providers: a page offering none asks the SSO nothing about company accounts.
  // Tests of company sign-in mock src/config/company-providers.ts with the same module.
  // The build's identity (scripts/build/build-id.ts), which tests of the worker's version read.
  define: {
    __COMPANY_LINKS__: JSON.stringify(parseCompanyLinks(testLinkVariables)),
    __COMPANY_SIGN_IN__: JSON.stringify([]),
    __PORTAL_BUILD__: JSON.stringify('the-test-build'),
  },
  test: {
    // Vitest's default on two cores is one worker for everything, one file at a time. Two
    // workers, whichever files they take (two browser files at once among them), overlap one
    // file's waiting with another's work. Every project has the same number: Vitest runs
    // projects with different numbers one after the other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // In a VM context the window is jsdom's own: its `location` cannot be stubbed (the
          // page's reload is a module, src/app/reload-page.ts) and its timers are the DOM's.
          pool: 'vmForks',
          include: inPage,
          exclude: [...inNode, ...inBrowsers],
          // The contract's check first, so its hooks run last: after the page is cleaned up even
          // when the check fails.
          setupFiles: ['tests/setup-client-contract.ts', 'tests/setup-dom.ts'],
          globalSetup: [
            'tests/support/contract/provide-contract.ts',
            'tests/support/cheap-demo-users.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: [...inPage, ...inNode, ...inBrowsers],
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          isolate: false,
          include: inNode.map((folder) => `${folder}/*.test.ts`),
          setupFiles: ['tests/setup-service-contract.ts'],
          globalSetup: [
            'tests/support/contract/provide-contract.ts',
            'tests/support/cheap-demo-users.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          // Each file starts its own Chromium and portal (tests/e2e/support/portal-page.ts);
          // what they share is Playwright and the service's code, loaded once per worker
          // rather than for every file (about two seconds each).
          isolate: false,
          include: inBrowsers.map((folder) => `${folder}/*.test.ts`),
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits for what the page shows after a server's answer (a sign-in hashes a
          // password first), as Playwright's own waits do. Vitest's default of one second is a
          // unit test's bound: on a loaded machine it fails a page that is merely slow. A poll
          // that never succeeds still fails, with what it last saw.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
