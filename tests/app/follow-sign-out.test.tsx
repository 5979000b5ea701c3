import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LauncherPage, LogoutPage, SecurityPage } from '../../src/app/lazy-pages';
import { compilePagesFirst } from '../support/page-code';
import { renderPortal } from '../support/render-portal';
import { signedInBody } from '../support/stub-server';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));
// Whether the SSO's signed-in hint is there, as the page reads it: another tab's sign-out clears it.
let hinted = true;
vi.mock('../../src/api/signed-in-hint', () => ({
  maybeSignedIn: () => hinted,
  cookiesKeptFor: () => undefined,
}));

compilePagesFirst(LauncherPage, SecurityPage, LogoutPage);

const sso = stubServices(['sso']);

let otherTab: BroadcastChannel;

beforeEach(async () => {
  hinted = true;
  otherTab = new BroadcastChannel('gofy.session');
});

afterEach(async () => {
  otherTab.close();
});

describe('signing out in another tab', () => {
  it('takes this tab to say so, with a way to sign in again and come back here', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    const { history } = renderPortal('/security?tab=devices');
    await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' });

    hinted = false;
    otherTab.postMessage('signed-out');
    await waitFor(() =>
      expect(history.at(-1)).toBe('/logout?elsewhere=1&redirect=%2Fsecurity%3Ftab%3Ddevices'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You signed out in another tab' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsecurity%3Ftab%3Ddevices',
    );
  });

  it('says so in Portuguese', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    renderPortal('/', { locale: 'pt-BR' });
    await screen.findByRole('heading', { name: 'Olá, Ana' });
    hinted = false;
    otherTab.postMessage('signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Você saiu em outra aba' }),
    ).toBeVisible();
    expect(screen.getByText('Você saiu do gofy em todas as abas deste navegador.')).toBeVisible();
  });

  // At each address the routes take for the sign-out page.
  it.each(['/logout', '/logout/'])(
    'leaves a tab already on the sign-out page at %s where it is',
    async (path) => {
      const { history } = renderPortal(path);
      await screen.findByRole('heading', { name: 'Sign out of gofy?' });
      otherTab.postMessage('signed-out');
      // The page takes the news in the same message that would have moved the tab.
      await screen.findByRole('heading', { name: 'You have signed out' });
      expect(history.at(-1)).toBe(path);
    },
  );
});

describe('signing in in another tab', () => {
  it('lets this tab, waiting on the sign-in page, continue by itself', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    const { history } = renderPortal(`/login?redirect=${encodeURIComponent('/reports')}`);
    await waitFor(() => expect(sso.requests).toHaveLength(1));

    sso.on('GET /api/sso/whoami', { body: signedInBody });
    otherTab.postMessage('signed-in');
    await waitFor(() => expect(history.at(-1)).toBe('/reports'));
  });

  it('announces its own sign-in to the other tabs', async () => {
    // Signed in, as the service sees the cookie, once the login has been received.
    sso.on('GET /api/sso/whoami', () =>
      sso.requests.some((request) => request.path === '/api/sso/login')
        ? { body: signedInBody }
        : { status: 401, body: { error: { code: 'unauthenticated' } } },
    );
    sso.on('POST /api/sso/login', { body: signedInBody });
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (message) => resolve(message.data);
    });
    renderPortal('/login');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana.souza@gofy.example');
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await heard).toBe('signed-in');
  });
});
