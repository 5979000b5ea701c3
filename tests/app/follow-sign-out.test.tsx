import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LauncherPage } from '../../src/app/lazy-pages';
import { compilePagesFirst } from '../support/page-code';
import { renderPortal } from '../support/render-portal';
import { signedInBody } from '../support/stub-server';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

compilePagesFirst(LauncherPage);

const sso = stubServices(['sso']);

let otherTab: BroadcastChannel;

beforeEach(async () => {
  otherTab = new BroadcastChannel('gofy.session');
});

afterEach(async () => {
  otherTab.close();
});

describe('signing out in another tab', () => {
  it('takes this tab to the sign-in page, to come back here afterwards', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    const { history } = renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });

    otherTab.postMessage('signed-out');
    await waitFor(() => expect(history.at(-1)).toBe('/login'));
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
