import { defineConfig } from 'vitest/config';

// Three kinds of test, each in the environment it needs: components and modules in jsdom, the
// local SSO service over real HTTP in Node, and the browser tests driving Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/dev-server/**',
            'tests/deploy/**',
            'tests/e2e/**',
            'tests/build/**',
            'tests/contract/**',
          ],
          // The contract's check first, so its hooks run last: after the page is cleaned up even
          // when the check fails.
          setupFiles: ['tests/setup-client-contract.ts', 'tests/setup-dom.ts'],
          globalSetup: ['tests/support/contract/provide-contract.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          include: [
            'tests/dev-server/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          setupFiles: ['tests/setup-service-contract.ts'],
          globalSetup: ['tests/support/contract/provide-contract.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // Totals the fault tests (tests/e2e/faults-*) across their files.
          globalSetup: ['tests/e2e/support/fault-tally-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One Chromium at a time: the machine has two cores and the service tests need one.
          fileParallelism: false,
        },
      },
    ],
  },
});
