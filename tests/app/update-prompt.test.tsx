import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsInFlight } from '../../src/api/in-flight';
import { resetSsoClient } from '../../src/api/sso';
import { offerUpdate } from '../../src/sw/update-offer';
import { useConfig } from '../support/mock-config';
import { renderPortal } from '../support/render-portal';
import { type StubServer, startStubServer } from '../support/stub-server';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

let sso: StubServer;

beforeEach(async () => {
  sso = await startStubServer();
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
  useConfig({ REACT_APP_SSO_API_URL: `${sso.origin}/api/sso` });
  resetSsoClient({ timeoutMs: 10_000 });
});

afterEach(async () => {
  await sso.close();
});

describe('the new-version prompt', () => {
  it('appears without interrupting the form, and switches versions when asked', async () => {
    const apply = vi.fn();
    renderPortal('/login');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    act(() => offerUpdate(apply));
    expect(screen.getByText('A new version of the portal is available.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(apply).not.toHaveBeenCalled();

    // The sign-in page's own session check must have finished: it is a request in flight.
    await waitFor(() => expect(requestsInFlight()).toBe(0));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('does not switch while the form holds typed input, and says why', async () => {
    const apply = vi.fn();
    const user = userEvent.setup();
    renderPortal('/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@gofy.example');

    act(() => offerUpdate(apply));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByText(/Finish or clear the form first/)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await waitFor(() => expect(requestsInFlight()).toBe(0));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('does not switch while a sign-in is on its way', async () => {
    sso.on('POST /api/sso/login', {
      status: 401,
      body: { error: { code: 'invalid_credentials' } },
      delayMs: 500,
    });
    const apply = vi.fn();
    const user = userEvent.setup();
    renderPortal('/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@gofy.example');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));

    act(() => offerUpdate(apply));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).not.toHaveBeenCalled();
  });
});
