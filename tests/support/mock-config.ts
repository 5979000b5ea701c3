import { vi } from 'vitest';
import { parseCompanyLinks } from '../../src/config/company-links';
import { parseCompanySignIn } from '../../src/config/company-sign-in';
import type { PortalConfig } from '../../src/config/parse-config';
import { testConfig, validEnv } from './portal-env';

/**
 * The configuration the mocked `getConfig` returns, the links the mocked `getCompanyLinks`
 * (src/config/links.ts) does, and the providers the mocked `getCompanyProviders`
 * (src/config/company-providers.ts, `REACT_APP_COMPANY_SIGN_IN`), when a file mocks that
 * module too. Test files call
 * `vi.mock('<path>/src/config/config', () => import('<path>/tests/support/mock-config'))`
 * and then `configurePortal(...)` to point services at a server started for the test.
 */
const state = vi.hoisted(() => ({
  config: undefined as PortalConfig | undefined,
  overrides: {} as Readonly<Record<string, string>>,
}));

export function getConfig(): PortalConfig {
  state.config ??= testConfig();
  return state.config;
}

export function getCompanyLinks() {
  return parseCompanyLinks({ ...validEnv, ...state.overrides });
}

export function getCompanyProviders() {
  return parseCompanySignIn(state.overrides);
}

export function configurePortal(overrides: Readonly<Record<string, string>>): void {
  state.config = testConfig(overrides);
  state.overrides = overrides;
}
