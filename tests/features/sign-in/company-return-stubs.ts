import { afterEach, vi } from 'vitest';
import { SignInCodePage } from '../../../src/app/lazy-pages';
import { leavePortal } from '../../../src/app/leave-portal';
import { compilePagesFirst } from '../../support/page-code';
import { type StubbedServices, stubServices } from '../../support/stub-services';

export const app = 'https://pipeline.qa.gofy.example/deals/42';
export const signedOut = { status: 401, body: { error: { code: 'unauthenticated' } } };
export const linked = {
  body: { provider: 'google', email: 'ana.souza@gofy.example', linkedAt: '2026-11-28T12:00:00Z' },
};

/** A Google account for Ana waits, its company sign-in started on the portal's page or not. */
export const waitingToLink = (startedOnPortal = true) => ({
  body: {
    kind: 'link',
    provider: 'google',
    email: 'ana.souza@gofy.example',
    name: 'Ana Souza',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    startedOnPortal,
  },
});

/**
 * The SSO stubbed for a test file about a company sign-in's return to /login, with the code
 * step, the company parts of the page and `pages` compiled first. The file mocks
 * src/app/leave-portal.ts; the mock is reset after each test. Call at the top of the file.
 */
export function stubCompanyReturn(
  ...pages: readonly { readonly preload: () => Promise<unknown> }[]
): StubbedServices {
  compilePagesFirst(
    SignInCodePage,
    ...pages,
    { preload: () => import('../../../src/features/sign-in/company-sign-in/company-sign-in-part') },
    {
      preload: () => import('../../../src/features/sign-in/company-sign-in/company-return-notice'),
    },
    {
      preload: () => import('../../../src/features/sign-in/company-sign-in/link-after-sign-in'),
    },
  );
  const sso = stubServices(['sso'], {
    settings: {
      REACT_APP_COMPANY_SIGN_IN: 'microsoft,google',
      REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example',
    },
  });
  afterEach(() => vi.mocked(leavePortal).mockReset());
  return sso;
}
