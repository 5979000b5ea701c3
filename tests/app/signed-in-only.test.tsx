import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { signedInOnly } from '../../src/app/signed-in-only';
import { I18nProvider } from '../../src/i18n/i18n-context';
import { clearPendingLogout, rememberPendingLogout } from '../../src/session/local-state';
import type { SignedInPage } from '../../src/session/signed-in-page';
import { signedInBody, unanswered } from '../support/stub-server';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const sso = stubServices(['sso']);

afterEach(() => {
  vi.restoreAllMocks();
});

/** A page for signed-in users as small as one can be, with what it gets from the guard. */
const notesPage: SignedInPage<{ readonly colour: string }> = {
  Page: ({ signedIn, colour, headingRef, sessionEnded }) => (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Notes of {signedIn.user.name}
      </h1>
      <p>The {colour} notebook</p>
      <button type="button" onClick={sessionEnded}>
        Ask the SSO again
      </button>
    </>
  ),
  useBeforeSignedIn: ({ colour }) => ({
    title: 'Notes',
    checking: `Loading the ${colour} notes…`,
    failedHeading: 'The notes cannot open',
    offline: 'The notes need a connection.',
    wayOut: <a href="/">Back</a>,
  }),
};
const NotesPage = signedInOnly(notesPage);

/** The page at `url`, in a route of its own, as the route table puts it. */
function renderNotes(url = '/notes') {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  render(
    <I18nProvider initialLocale="en">
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/notes">
          <NotesPage colour="green" />
        </Route>
      </Router>
    </I18nProvider>,
  );
  return location.history;
}

const whoamis = () => sso.requests.filter((request) => request.path === '/api/sso/whoami');

describe('a page behind the route guard', () => {
  it('comes once whoami names the user, with the user and its own props', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    renderNotes();
    expect(await screen.findByRole('heading', { name: 'Notes of Ana Souza' })).toBeVisible();
    expect(screen.getByText('The green notebook')).toBeVisible();
    expect(document.title).toBe('Notes · gofy');
  });

  it('gives the keyboard to the page’s heading as the page comes, the link followed being gone', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    renderNotes();
    const heading = await screen.findByRole('heading', { name: 'Notes of Ana Souza' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says what loads in the page’s words while whoami is asked, with its way on', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody, until: unanswered });
    renderNotes();
    expect(await screen.findByText('Loading the green notes…')).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('The green notebook')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Notes · gofy'));
  });

  it('sends a visitor nobody signed in to sign in, to come back to this address', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    const history = renderNotes('/notes?page=2');
    await waitFor(() => expect(history.at(-1)).toBe('/login?redirect=%2Fnotes%3Fpage%3D2'));
    expect(history).toHaveLength(1);
    expect(screen.queryByText(/notes/i)).not.toBeInTheDocument();
  });

  it('sends a user whose session ended meanwhile to sign in, which says so', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    const history = renderNotes();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ask the SSO again' }));
    expect(history).toEqual(['/login?redirect=%2Fnotes&ended=1']);
  });

  it('says why whoami could not be asked, and after "Try again" gives the keyboard to the page', async () => {
    sso.on('GET /api/sso/whoami', { status: 503, body: '' });
    renderNotes();
    expect(await screen.findByRole('heading', { name: 'The notes cannot open' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('not available right now');
    expect(screen.getByRole('link', { name: 'Back' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Notes of Ana Souza' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(whoamis()).toHaveLength(3);
  });

  it('sends a device signed out here to sign in when the SSO cannot be reached, as the SSO would', async () => {
    // Signed out on this device a moment ago, offline: the logout still waits to be sent.
    rememberPendingLogout({ at: Date.now() });
    onTestFinished(clearPendingLogout);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sso.on('GET /api/sso/whoami', { status: 503, body: '' });
    const history = renderNotes('/notes?source=installed');
    await waitFor(() =>
      expect(history.at(-1)).toBe('/login?redirect=%2Fnotes%3Fsource%3Dinstalled'),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says offline in the page’s own words', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotes();
    expect(await screen.findByRole('alert')).toHaveTextContent('The notes need a connection.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
