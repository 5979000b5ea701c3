import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsInFlight } from '../../src/api/in-flight';
import { offerUpdate } from '../../src/sw/update-offer';
import { renderPortal } from '../support/render-portal';
import { signedInBody } from '../support/stub-server';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const sso = stubServices(['sso']);

// The prompt's chunk is compiled on first use, which on a loaded machine took most of the first
// test's time limit; compiling belongs to setting up. The page still imports it lazily.
beforeAll(async () => {
  await import('../../src/app/update-prompt');
});

beforeEach(async () => {
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
});

describe('the new-version prompt', () => {
  it('appears without interrupting the form, and switches versions when asked', async () => {
    const apply = vi.fn();
    renderPortal('/login');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    act(() => offerUpdate(apply));
    // Its code loads when there is something to offer.
    expect(await screen.findByText('A new version of gofy is available.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(apply).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('does not switch while the form holds a typed password, and says why', async () => {
    const apply = vi.fn();
    const user = userEvent.setup();
    renderPortal('/login');
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026');

    act(() => offerUpdate(apply));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByText(/Finish or clear the form before updating/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('switches with only an email typed, keeping it for the page after the reload', async () => {
    const apply = vi.fn();
    const user = userEvent.setup();
    renderPortal('/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@gofy.example');

    act(() => offerUpdate(apply));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
    expect(history.state).toMatchObject({ email: 'ana@gofy.example' });
  });

  it('can be put away, and comes back with the next offer', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    // The page puts the caret in its email field on arrival; the broker has left it since.
    act(() => screen.getByRole('textbox', { name: 'Email' }).blur());
    act(() => offerUpdate(vi.fn()));
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version of gofy is available.')).not.toBeInTheDocument();
    // Nothing had the keyboard before: it goes to the page's main part, not the top.
    expect(screen.getByRole('main')).toHaveFocus();

    // Another tab switched versions: this page now runs the old one, and says so again.
    act(() => offerUpdate(vi.fn()));
    expect(await screen.findByText('A new version of gofy is available.')).toBeInTheDocument();
  });

  it('gives the keyboard back to the field the broker was typing in when put away', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ana@gofy.example');
    act(() => offerUpdate(vi.fn()));
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(email).toHaveFocus();
  });

  it('does not switch while a sign-in is on its way', async () => {
    let answerLogin = () => {};
    sso.on('POST /api/sso/login', {
      status: 401,
      body: { error: { code: 'invalid_credentials' } },
      until: new Promise<void>((resolve) => {
        answerLogin = resolve;
      }),
    });
    const apply = vi.fn();
    const user = userEvent.setup();
    renderPortal('/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@gofy.example');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));

    await user.clear(screen.getByLabelText('Password'));

    act(() => offerUpdate(apply));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).not.toHaveBeenCalled();
    expect(requestsInFlight()).toBe(1);
    answerLogin();
  });

  it('switches while the page only reads something it would ask again after a reload', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    const apply = vi.fn();
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    // The session check of a page that stays open, still on its way.
    sso.on('GET /api/sso/whoami', { body: signedInBody, until: new Promise(() => {}) });
    act(() => {
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(sso.requests.filter((request) => request.path === '/api/sso/whoami')).toHaveLength(2),
    );

    act(() => offerUpdate(apply));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
