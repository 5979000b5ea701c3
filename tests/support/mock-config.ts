import { vi } from 'vitest';
import type { PortalConfig } from '../../src/config/parse-config';
import { testConfig } from './portal-env';

/**
 * The configuration the mocked `getConfig` returns. Test files call
 * `vi.mock('<path>/src/config/config', () => import('<path>/tests/support/mock-config'))`
 * and then `useConfig(...)` to point services at a server started for the test.
 */
const state = vi.hoisted(() => ({ config: undefined as PortalConfig | undefined }));

export function getConfig(): PortalConfig {
  state.config ??= testConfig();
  return state.config;
}

export function useConfig(overrides: Readonly<Record<string, string>>): void {
  state.config = testConfig(overrides);
}
