import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { watchNetwork } from '../../support/network-quiet';
import { renderPortal } from '../../support/render-portal';
import { answerGate } from '../../support/stub-server';
import {
  allApps,
  brunosApps,
  requestsTo,
  signedIn,
  stubMainScreen,
  unauthenticated,
} from './suite-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubMainScreen();

function withUnread(unread: number) {
  stub.on('GET /api/notifications/unread-count', { body: { unread } });
}

// The cards are the one list of the page's main part; the foot has the company's links.
const cardList = () => within(screen.getByRole('main')).queryByRole('list');
const cards = () => within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('link');
const searchStatus = () => within(screen.getByRole('region')).getByRole('status');

// jsdom cannot follow a link to another site; the tests only look at what happens on click.
function stayOnThisPage() {
  const prevent = (event: Event) => event.preventDefault();
  document.addEventListener('click', prevent);
  document.addEventListener('auxclick', prevent);
  return () => {
    document.removeEventListener('click', prevent);
    document.removeEventListener('auxclick', prevent);
  };
}

describe('while the session is checked', () => {
  it('says the applications are loading, with a way to sign out', async () => {
    const whoami = answerGate();
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps), until: whoami.until });
    renderPortal('/');
    expect(await screen.findByText('Loading your applications…')).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    whoami.release();
    expect(await screen.findByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
  });
});

describe('the applications', () => {
  it('greets the user by first name', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps, { name: ' Bruno  Lima ' }) });
    renderPortal('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Bruno' }),
    ).toBeInTheDocument();
  });

  it('links to each application the user may open, at its configured address', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(cards()).toHaveLength(3);
    const [pipeline, multiquote, education] = cards();
    expect(pipeline).toHaveAccessibleName('Sales pipeline');
    expect(pipeline).toHaveAttribute('href', 'https://pipeline.qa.gofy.example/');
    expect(multiquote).toHaveAccessibleName('Multi-quote calculator');
    expect(multiquote).toHaveAttribute('href', 'https://multiquote.qa.gofy.example/');
    expect(education).toHaveAccessibleName('Education');
    expect(education).toHaveAttribute('href', 'https://education.qa.gofy.example/home');
  });

  it('opens links in the same tab, leaving new tabs to the usual gestures', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    for (const link of cards()) expect(link).not.toHaveAttribute('target');
  });

  it('describes each card with what its application does', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(['multiquote']) });
    renderPortal('/');
    expect(
      await screen.findByRole('link', { name: 'Multi-quote calculator' }),
    ).toHaveAccessibleDescription('Compare quotes from several insurers at once.');
  });

  it('leaves out applications this portal does not know', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(['pipeline', 'claims']) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(cards()).toHaveLength(1);
  });

  it('explains what to do when the account may open no application', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn([]) });
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByText(/Ask the administrator of your brokerage/)).toBeInTheDocument();
    expect(cardList()).not.toBeInTheDocument();
  });

  it('names the cards in the language chosen', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(['schedule']) });
    renderPortal('/', { locale: 'pt-BR' });
    expect(await screen.findByRole('heading', { name: 'Olá, Ana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agenda' })).toBeInTheDocument();
  });

  // The page holds passkeys, two-step verification and the account's devices: a broker
  // looking for any of them finds it under the page's own name.
  it('leads to the sign-in and security page under its own name, in each language', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    const { unmount } = renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(screen.getByRole('link', { name: 'Sign-in and security' })).toHaveAttribute(
      'href',
      '/security',
    );
    unmount();
    renderPortal('/', { locale: 'pt-BR' });
    await screen.findByRole('heading', { name: 'Olá, Ana' });
    expect(screen.getByRole('link', { name: 'Segurança da conta' })).toHaveAttribute(
      'href',
      '/security',
    );
  });

  it('signs out through /logout, replacing this page in history', async () => {
    stub.on('POST /api/sso/logout', { status: 204 });
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    const { history } = renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'You have signed out' });
    expect(history).toEqual(['/logout']);
  });
});

describe('without a network', () => {
  it('says the applications cannot open, and the cards stop opening until it is back', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      // The screen came with the answer to whoami, outside any act(): it starts listening for
      // the network in an effect React runs a task later, which may follow this event. It then
      // reads the browser's state itself, so the message comes either way, a moment later.
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(
        await screen.findByText(
          'You are offline. The applications open once the connection is back.',
        ),
      ).toHaveRole('status');
      const [pipeline] = cards();
      expect(pipeline).toHaveAttribute('aria-disabled', 'true');
      // A tap goes nowhere, rather than to the browser's offline error page.
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      pipeline?.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true);
      expect(localStorage.getItem('gofy.recentApps')).toBeNull();

      online.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument());
      expect(cards()[0]).not.toHaveAttribute('aria-disabled');
    } finally {
      online.mockRestore();
    }
  });
});

describe('searching', () => {
  /** Every application's card on the main screen in `locale`, and `text` typed in its search. */
  async function searchFor(text: string, locale: 'en' | 'pt-BR' = 'en') {
    stub.on('GET /api/sso/whoami', { body: signedIn(allApps) });
    withUnread(0);
    renderPortal('/', { locale });
    await userEvent.setup().type(await screen.findByRole('searchbox'), text);
  }

  it('offers no search box for six applications or fewer', async () => {
    // Notifications among them: the page asks for the unread count, whenever the test is at.
    stub.on('GET /api/sso/whoami', { body: signedIn(allApps.slice(0, 6)) });
    withUnread(0);
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('filters the cards by name, ignoring accents and case', async () => {
    await searchFor('AUTOMACAO', 'pt-BR');
    expect(screen.getByRole('searchbox')).toHaveAccessibleName('Buscar aplicativos');
    expect(cards().map((link) => link.textContent)).toEqual([expect.stringContaining('Automação')]);
    expect(searchStatus()).toHaveTextContent('1 aplicativo');
  });

  it('finds an application by what it does', async () => {
    await searchFor('insurers');
    expect(cards().map((link) => link.getAttribute('href'))).toEqual([
      'https://multiquote.qa.gofy.example/',
      'https://notifications.qa.gofy.example/',
    ]);
    expect(searchStatus()).toHaveTextContent('2 applications');
  });

  it('says when no application matches', async () => {
    await searchFor('payroll');
    expect(searchStatus()).toHaveTextContent('No application matches “payroll”.');
    expect(cardList()).not.toBeInTheDocument();
  });
});

describe('recently opened applications', () => {
  it('come first, most recent first', async () => {
    localStorage.setItem('gofy.recentApps', JSON.stringify(['education', 'multiquote']));
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(cards().map((link) => link.getAttribute('href'))).toEqual([
      'https://education.qa.gofy.example/home',
      'https://multiquote.qa.gofy.example/',
      'https://pipeline.qa.gofy.example/',
    ]);
  });

  it('are remembered as app keys only, without moving the cards on screen', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    const release = stayOnThisPage();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Education' }));
    release();
    expect(JSON.parse(localStorage.getItem('gofy.recentApps') ?? '')).toEqual(['education']);
    expect(cards()[0]).toHaveAccessibleName('Sales pipeline');
  });

  it('include an application opened in a new tab with the middle button', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    const link = await screen.findByRole('link', { name: 'Multi-quote calculator' });
    const release = stayOnThisPage();
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    release();
    expect(JSON.parse(localStorage.getItem('gofy.recentApps') ?? '')).toEqual(['multiquote']);
  });

  it('ignore what the portal did not write there', async () => {
    localStorage.setItem('gofy.recentApps', '{"education":1}');
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(cards()[0]).toHaveAccessibleName('Sales pipeline');
  });
});

describe('the unread count', () => {
  it.each([
    ['is part of the notifications card and its name', 3, '3'],
    ['shows 99+ on the card for a larger count, and the full count in its name', 250, '99+'],
  ])('%s', async (_name, unread, shown) => {
    stub.on('GET /api/sso/whoami', { body: signedIn(['notifications']) });
    withUnread(unread);
    renderPortal('/');
    const card = await screen.findByRole('link', { name: `Notifications ${unread} unread` });
    expect(card).toHaveTextContent(shown);
  });

  it('is not shown when nothing is unread', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(['notifications']) });
    withUnread(0);
    renderPortal('/');
    await screen.findByRole('link', { name: 'Notifications' });
    await waitFor(() =>
      expect(requestsTo(stub, 'GET', '/api/notifications/unread-count')).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('does not hold the cards back while the service is slow', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(allApps) });
    const unread = answerGate();
    stub.on('GET /api/notifications/unread-count', { body: { unread: 12 }, until: unread.until });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(cards()).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    unread.release();
    expect(
      await screen.findByRole('link', { name: 'Notifications 12 unread' }),
    ).toBeInTheDocument();
  });

  it('is left out when the service fails', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(['notifications', 'pipeline']) });
    stub.on('GET /api/notifications/unread-count', {
      status: 503,
      body: { error: { code: 'unavailable' } },
    });
    renderPortal('/');
    await waitFor(() =>
      expect(requestsTo(stub, 'GET', '/api/notifications/unread-count')).toHaveLength(1),
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it('is not asked for by a user without the notifications application', async () => {
    // No route for the count: asking for it would fail the test as an unexpected request.
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    await waitFor(() => expect(requestsTo(stub, 'GET', '/api/tourist/tours')).toHaveLength(1));
    expect(requestsTo(stub, 'GET', '/api/notifications/unread-count')).toHaveLength(0);
  });
});

describe('when the tourist service is down', () => {
  it('shows the applications and starts no tour', async () => {
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    stub.on('GET /api/tourist/tours', { status: 503, body: { error: { code: 'unavailable' } } });
    // A tour that wrongly started would show once the page has handled every answer.
    await import('../../../src/features/launcher/tour/tour-dialog');
    const network = watchNetwork();
    renderPortal('/');
    await waitFor(() => expect(requestsTo(stub, 'GET', '/api/tourist/tours')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    await network.settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });
});

describe('without a session', () => {
  it('sends the visitor to sign in, to come back to this address', async () => {
    stub.on('GET /api/sso/whoami', unauthenticated);
    const { history } = renderPortal('/?from=mail');
    await waitFor(() => expect(history.at(-1)).toBe('/login?redirect=%2F%3Ffrom%3Dmail'));
  });

  it('never shows a user from a malformed answer, and offers to try again', async () => {
    stub.on('GET /api/sso/whoami', { body: { user: { name: 'Mallory' } } });
    renderPortal('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not read');
    expect(screen.queryByText(/Mallory/)).not.toBeInTheDocument();

    // Once more a failure: the keyboard is on the new "Try again", not at the top of the page.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    expect(requestsTo(stub, 'GET', '/api/sso/whoami')).toHaveLength(2);

    // Then the screen, with the keyboard on its greeting.
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const greeting = await screen.findByRole('heading', { name: 'Hello, Ana' });
    await waitFor(() => expect(greeting).toHaveFocus());
  });
});
