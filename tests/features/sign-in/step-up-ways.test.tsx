import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { app, stubCompanyReturn } from './company-return-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

// An application's step-up on /login (`max_age`, contract "Step-up for suite applications"):
// the ways the session's proofs name, a "use another way" from the passkey to the next, and a
// new company sign-in, back to the application, for an account only its provider signs in.

const sso = stubCompanyReturn();

/** Ana signed in a week ago, proving it again with `ways`; the application asks `max_age=0`. */
function askedByApplication(ways: readonly string[]) {
  sso.on('GET /api/sso/whoami', {
    body: {
      ...signedInBody,
      authentication: {
        signedInAt: '2026-11-20T12:00:00.000Z',
        proofs: [{ factor: 'first', method: 'password', at: '2026-11-20T12:00:00.000Z' }],
        reauthenticateWith: ways,
        recentUntil: null,
      },
    },
  });
  const address = `/login?redirect=${encodeURIComponent(app)}&max_age=0`;
  // The step-up reads the browser's own address, as the application sent it.
  window.history.replaceState(null, '', address);
  renderPortal(address);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("an application's step-up", () => {
  it('offers the code as another way than the passkey', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const user = userEvent.setup();
    askedByApplication(['passkey', 'code']);
    await user.click(await screen.findByRole('button', { name: 'Use another way' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Code from the app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use another way' })).toBeNull();
  });

  it('offers a new sign-in with the company provider, back to the application', async () => {
    sso.on('GET /api/sso/federation/discovery', {
      body: { provider: 'microsoft', required: true },
    });
    askedByApplication(['company']);
    const again = await screen.findByRole('link', { name: 'Sign in again with Microsoft' });
    const href = new URL(again.getAttribute('href') ?? '', 'http://portal.example');
    expect(href.pathname).toMatch(/\/federation\/microsoft\/start$/);
    expect(href.searchParams.get('redirect')).toBe(app);
    expect(
      screen.getByText('Once you sign in again, you go back to the application.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was changed/)).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(sso.requests.filter((r) => r.path.includes('/reauthenticate/'))).toHaveLength(0);
  });
});
