import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { rememberSession } from '../../../src/api/known-session';
import { PortalRoot } from '../../../src/app/portal-root';
import { requestSignOut } from '../../../src/session/sign-out-request';
import { type ManualClock, manualClock } from '../../session/manual-clock';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const suiteApp = 'https://pipeline.qa.gofy.example';
const sso = stubServices(['sso'], { settings: { REACT_APP_RETURN_ORIGINS: suiteApp } });

beforeEach(async () => {
  // Something the portal keeps for the user, which signing out forgets.
  localStorage.setItem('gofy.recentApps', '["pipeline"]');
});

afterEach(async () => {
  vi.restoreAllMocks();
  // What a new page load starts from: no navigation timing (jsdom has none), a fresh entry.
  Reflect.deleteProperty(performance, 'getEntriesByType');
  history.replaceState(null, '');
});

const logouts = () => sso.requests.filter((request) => request.path === '/api/sso/logout');

/** What the main screen's "Sign out" link does: asks, then goes to /logout inside the page. */
function followSignOutLink(options: { clock?: ManualClock } = {}) {
  requestSignOut();
  return renderPortal('/logout', options);
}

/**
 * A page load from another page, as the browser reports it; the document was loaded at the
 * address jsdom shows (`loadedAt` names another).
 */
function arriveFrom(
  referrer: string,
  type: NavigationTimingType = 'navigate',
  loadedAt = window.location.href,
) {
  const entry = { name: new URL(loadedAt, window.location.href).href, type };
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (kind: string) => (kind === 'navigation' ? [entry] : []),
  });
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

const question = (name = 'Sign out of gofy?') => screen.findByRole('heading', { level: 1, name });

describe('signing out through the portal’s own link', () => {
  it('ends the server session at once and says so, with a way to sign in again', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    followSignOutLink();
    const heading = await screen.findByRole('heading', { level: 1, name: 'You have signed out' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(logouts()).toHaveLength(1);
  });

  it('forgets everything stored for the user but the device’s preferences', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    localStorage.setItem('gofy.installOfferDeclined', '1795000000000');
    sessionStorage.setItem('draft', 'something');
    followSignOutLink();
    await screen.findByRole('heading', { name: 'You have signed out' });
    expect(Object.keys(localStorage)).toEqual(['gofy.installOfferDeclined']);
    expect(sessionStorage).toHaveLength(0);
  });

  it('is honest when the server cannot be reached, and finishes when the connection returns', async () => {
    rememberSession({
      user: { id: 'u1', email: 'ana.souza@gofy.example', name: 'Ana Souza', apps: [] },
      session: { id: 's-42', expiresAt: new Date('2030-01-01T00:00:00Z'), remembered: false },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    followSignOutLink();
    expect(
      await screen.findByRole('heading', { name: 'Signed out on this device' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'We could not reach the sign-in service, so your session may stay active until we can.',
    );
    expect(screen.queryByText('You have signed out')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('gofy.pendingLogout') ?? '{}')).toMatchObject({
      sessionId: 's-42',
    });

    sso.on('POST /api/sso/logout', { status: 204 });
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    expect(JSON.parse(logouts()[0]?.body ?? '{}')).toEqual({ sessionId: 's-42' });
    await waitFor(() => expect(localStorage.getItem('gofy.pendingLogout')).toBeNull());
  });

  it('tries again shortly when the first request after the connection returns fails', async () => {
    rememberSession({
      user: { id: 'u1', email: 'ana.souza@gofy.example', name: 'Ana Souza', apps: [] },
      session: { id: 's-42', expiresAt: new Date('2030-01-01T00:00:00Z'), remembered: false },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const clock = manualClock();
    followSignOutLink({ clock });
    await screen.findByRole('heading', { name: 'Signed out on this device' });

    // The connection is back, but still settling: the first try fails.
    sso.on('POST /api/sso/logout', () =>
      logouts().length === 1 ? { status: 503 } : { status: 204 },
    );
    const waitsBefore = clock.delays.length;
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The failed try leaves a short wait before the next, and nothing is sent before it ends.
    await waitFor(() => expect(clock.delays.slice(waitsBefore)).toEqual([1_000]));
    expect(logouts()).toHaveLength(1);
    act(() => clock.advance(999));
    expect(logouts()).toHaveLength(1);

    act(() => clock.advance(1));
    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    expect(logouts()).toHaveLength(2);
    await waitFor(() => expect(localStorage.getItem('gofy.pendingLogout')).toBeNull());
  });

  it('does not claim the server session ended when the server fails', async () => {
    sso.on('POST /api/sso/logout', { status: 502, body: '<html>Bad Gateway</html>' });
    followSignOutLink();
    expect(
      await screen.findByRole('heading', { name: 'Signed out on this device' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('gofy.pendingLogout')).not.toBeNull();
  });

  it('needs the link again to sign out again: the request is used once', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    const first = followSignOutLink();
    await screen.findByRole('heading', { name: 'You have signed out' });
    first.unmount();
    renderPortal('/logout');
    expect(await question()).toBeInTheDocument();
    expect(logouts()).toHaveLength(1);
  });
});

describe('arriving from another site', () => {
  it('asks first, with the focus on the question, and sends and forgets nothing', async () => {
    arriveFrom('https://evil.example/');
    renderPortal('/logout');
    const heading = await question();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    expect(sso.requests).toEqual([]);
    expect(localStorage.getItem('gofy.recentApps')).toBe('["pipeline"]');
  });

  it('asks in Portuguese, naming the suite as configured', async () => {
    sso.configure({ REACT_APP_NAME: 'Corretora' });
    renderPortal('/logout', { locale: 'pt-BR' });
    expect(await question('Sair do Corretora?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeEnabled();
  });

  it('signs out once the user confirms', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    arriveFrom('https://evil.example/');
    renderPortal('/logout');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    const heading = await screen.findByRole('heading', { name: 'You have signed out' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(logouts()).toHaveLength(1);
    expect(localStorage.getItem('gofy.recentApps')).toBeNull();
  });

  it('signs out offline once confirmed, and finishes when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal('/logout');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Signed out on this device' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('gofy.recentApps')).toBeNull();
    expect(localStorage.getItem('gofy.pendingLogout')).not.toBeNull();

    sso.on('POST /api/sso/logout', { status: 204 });
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    expect(logouts()).toHaveLength(1);
  });

  it('gives way to a sign-out in another tab, without sending one of its own', async () => {
    const otherTab = new BroadcastChannel('gofy.session');
    renderPortal('/logout');
    await question();
    otherTab.postMessage('signed-out');
    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    otherTab.close();
    expect(sso.requests).toEqual([]);
  });

  it('says the device is signed out, not the question, while a logout waits for the connection', async () => {
    localStorage.setItem('gofy.pendingLogout', JSON.stringify({ at: 1, sessionId: 's-42' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal('/logout');
    expect(
      await screen.findByRole('heading', { name: 'Signed out on this device' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('finishes a logout that waited for the connection as soon as it is opened online', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    localStorage.setItem('gofy.pendingLogout', JSON.stringify({ at: 1, sessionId: 's-42' }));
    renderPortal('/logout');
    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    expect(JSON.parse(logouts()[0]?.body ?? '{}')).toEqual({ sessionId: 's-42' });
  });
});

describe('arriving from a suite app on the allow-list', () => {
  it.each([
    ['its origin', `${suiteApp}/`],
    ['its whole address', `${suiteApp}/deals/42?tab=quotes`],
  ])('signs out at once when the browser names %s as referrer', async (_what, referrer) => {
    sso.on('POST /api/sso/logout', { status: 204 });
    arriveFrom(referrer);
    renderPortal('/logout');
    expect(await screen.findByRole('heading', { name: 'You have signed out' })).toBeInTheDocument();
    expect(logouts()).toHaveLength(1);
  });

  it.each([
    ['a reload', 'reload'],
    ['Back or Forward', 'back_forward'],
  ] as const)('asks after %s of that page', async (_what, type) => {
    arriveFrom(`${suiteApp}/`, type);
    renderPortal('/logout');
    expect(await question()).toBeInTheDocument();
    expect(sso.requests).toEqual([]);
  });

  it('asks when Back returns to the page within the same page load', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    arriveFrom(`${suiteApp}/`);
    const first = renderPortal('/logout');
    await screen.findByRole('heading', { name: 'You have signed out' });
    first.unmount();
    renderPortal('/logout');
    expect(await question()).toBeInTheDocument();
    expect(logouts()).toHaveLength(1);
  });

  it('asks when the document was loaded at another page of the portal', async () => {
    arriveFrom(`${suiteApp}/`, 'navigate', '/login');
    renderPortal('/logout');
    expect(await question()).toBeInTheDocument();
  });
});

describe('the prerendered page', () => {
  it('asks, with a button that cannot be pressed until the script runs', () => {
    const html = renderToString(
      <Router ssrPath="/logout">
        <PortalRoot locale="pt-BR" />
      </Router>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('main h1')?.textContent).toBe('Sair do gofy?');
    expect(page.querySelector('main button')?.hasAttribute('disabled')).toBe(true);
    expect(page.querySelector('main')?.textContent).not.toMatch(/Você saiu|Saindo/);
  });
});
