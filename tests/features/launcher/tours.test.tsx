import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LauncherPage } from '../../../src/app/lazy-pages';
import { stubMediaQueries } from '../../support/media-queries';
import { type NetworkWatch, watchNetwork } from '../../support/network-quiet';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { allApps, requestsTo, signedIn, stubSuite, toursAre } from './suite-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/links', () => import('../../support/mock-config'));

compilePagesFirst(LauncherPage);

const stub = stubSuite();

let network: NetworkWatch;

beforeAll(async () => {
  // The page fetches the tour's code the first time a tour runs. Loaded here, a tour that
  // wrongly starts shows as soon as the page has handled the tourist's answer, which is what
  // the "no tour" checks wait for.
  await import('../../../src/features/launcher/tour/tour-dialog');
});

beforeEach(async () => {
  network = watchNetwork();
  stub.on('GET /api/notifications/unread-count', { body: { unread: 3 } });
  stub.on('PUT /api/tourist/tours/welcome', { body: { tours: {} } });
  stub.on('PUT /api/tourist/tours/card', { body: { tours: {} } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A window whose media queries match `matching` and nothing else. */
function mediaMatching(...matching: string[]) {
  stubMediaQueries((query) => matching.includes(query));
}

/** The installed app, on a computer: its own window, with no browser tabs. */
const inInstalledApp = () => mediaMatching('(display-mode: standalone)', '(any-pointer: fine)');

/** A phone or a tablet: a touch screen and no mouse, trackpad or stylus. */
const onTouchScreen = () => mediaMatching();

/** The welcome tour, taken to its end with the pointer, and recorded as completed. */
async function finishWelcomeTour(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await tourDialog();
  for (let step = 1; step < 3; step++) {
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  }
  await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(recorded('welcome')).toEqual(['completed']));
}

function visit({
  apps = allApps,
  welcome = 'pending',
  card = 'pending',
}: {
  apps?: readonly string[];
  welcome?: string;
  card?: string;
} = {}) {
  stub.on('GET /api/sso/whoami', { body: signedIn(apps) });
  toursAre(stub, welcome, card);
  renderPortal('/');
}

const tourDialog = () => screen.findByRole('dialog');

function recorded(tour: string) {
  return requestsTo(stub, 'PUT', `/api/tourist/tours/${tour}`).map(
    (request) => JSON.parse(request.body).state,
  );
}

async function openHelp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Help' }));
}

/**
 * The card tour, asked for from Help by a broker whose tours the service could not say (it
 * answers 503): not known to have seen the welcome tour.
 */
async function cardTourFromHelpUnknownProgress() {
  const user = userEvent.setup();
  stub.on('GET /api/sso/whoami', { body: signedIn(allApps) });
  stub.on('GET /api/tourist/tours', { status: 503, body: {} });
  renderPortal('/');
  await waitFor(() => expect(requestsTo(stub, 'GET', '/api/tourist/tours')).toHaveLength(1));
  await openHelp(user);
  await user.click(screen.getByRole('button', { name: 'How to use the application cards' }));
  return tourDialog();
}

/** A user who has seen both tours asks Help for the welcome tour again. */
async function restartWelcomeTourFromHelp(user: ReturnType<typeof userEvent.setup>) {
  visit({ welcome: 'completed', card: 'completed' });
  await openHelp(user);
  await user.click(screen.getByRole('button', { name: 'Take the welcome tour from the start' }));
}

describe('the welcome tour', () => {
  it('runs on a first visit, as a modal dialog named by its step', async () => {
    visit();
    const dialog = await tourDialog();
    expect(dialog).toHaveAccessibleName('Welcome to gofy');
    expect(dialog).toHaveAccessibleDescription(
      /^Step 1 of 3 Each card opens one of gofy's applications, signed in already: just click it/,
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('says "tap" on a touch screen', async () => {
    onTouchScreen();
    visit();
    expect(await tourDialog()).toHaveAccessibleDescription(/signed in already: just tap it\./);
  });

  it('puts focus on its main button, so Enter moves it on', async () => {
    const user = userEvent.setup();
    visit();
    const dialog = await tourDialog();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(dialog).toHaveAccessibleName('Help is here');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('goes back a step', async () => {
    const user = userEvent.setup();
    visit();
    const dialog = await tourDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveAccessibleDescription(/^Step 2 of 3/);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog).toHaveAccessibleDescription(/^Step 1 of 3/);
  });

  it('counts only the steps whose subject is on the page', async () => {
    // No application: no card to show.
    visit({ apps: [] });
    const dialog = await tourDialog();
    expect(dialog).toHaveAccessibleName('Help is here');
    expect(dialog).toHaveAccessibleDescription(/^Step 1 of 2/);
  });

  // The page behind the dialog is made inert by the browser (showModal), which jsdom cannot
  // show: tests/e2e/launcher.test.ts checks it in Chromium.
  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    visit();
    const dialog = await tourDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const [skip, back, next] = within(dialog).getAllByRole('button');
    expect(next).toHaveFocus();
    await user.tab();
    expect(skip).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('closes on Escape and is recorded as dismissed', async () => {
    const user = userEvent.setup();
    visit();
    await tourDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(recorded('welcome')).toEqual(['dismissed']));
  });

  it('returns focus to the heading when it started by itself', async () => {
    const user = userEvent.setup();
    visit();
    await tourDialog();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toHaveFocus();
  });

  it('is recorded as completed at the end, and leaves the card tour for another visit', async () => {
    const user = userEvent.setup();
    visit();
    await finishWelcomeTour(user);
    await network.settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recorded('card')).toEqual([]);
  });

  it('does not start again once completed or dismissed, on this or another device', async () => {
    visit({ welcome: 'dismissed' });
    await waitFor(() => expect(requestsTo(stub, 'GET', '/api/tourist/tours')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    await network.settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the Help menu', () => {
  it('shows and hides its items, and closes on Escape', async () => {
    const user = userEvent.setup();
    visit({ welcome: 'completed', card: 'completed' });
    const help = await screen.findByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('button', { name: 'Take the welcome tour from the start' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help).toHaveFocus();
  });

  it('offers the configured support contact', async () => {
    const user = userEvent.setup();
    visit({ welcome: 'completed', card: 'completed' });
    await openHelp(user);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:suporte@gofy.example',
    );
  });

  it('offers no support where none is configured', async () => {
    const user = userEvent.setup();
    stub.configure({ REACT_APP_SUPPORT_URL: '' });
    visit({ welcome: 'completed', card: 'completed' });
    await openHelp(user);
    expect(screen.getByRole('button', { name: 'How to use the application cards' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Contact support/ })).not.toBeInTheDocument();
  });

  it('restarts a completed tour from its first step', async () => {
    const user = userEvent.setup();
    await restartWelcomeTourFromHelp(user);
    expect(await tourDialog()).toHaveAccessibleDescription(/^Step 1 of 3/);
  });

  it('returns focus to Help when a tour started from it closes', async () => {
    const user = userEvent.setup();
    await restartWelcomeTourFromHelp(user);
    await tourDialog();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();
  });

  it('does not record a restarted tour as dismissed when it was completed', async () => {
    const user = userEvent.setup();
    await restartWelcomeTourFromHelp(user);
    await tourDialog();
    await user.keyboard('{Escape}');
    await network.settled();
    expect(recorded('welcome')).toEqual([]);
  });

  it('resumes a skipped tour at the step where it was left, or restarts it, as chosen', async () => {
    const user = userEvent.setup();
    visit();
    const dialog = await tourDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skip tour' }));
    expect(dialog).not.toBeInTheDocument();

    await openHelp(user);
    await user.click(screen.getByRole('button', { name: 'Continue the tour where you left it' }));
    const resumed = await tourDialog();
    expect(resumed).toHaveAccessibleDescription(/^Step 2 of 3/);
    await user.click(within(resumed).getByRole('button', { name: 'Skip tour' }));

    await openHelp(user);
    await user.click(screen.getByRole('button', { name: 'Take the welcome tour from the start' }));
    expect(await tourDialog()).toHaveAccessibleDescription(/^Step 1 of 3/);
  });

  it('explains the cards, with the unread count when there is a notifications card', async () => {
    const user = userEvent.setup();
    visit({ welcome: 'completed', card: 'completed' });
    await openHelp(user);
    await user.click(screen.getByRole('button', { name: 'How to use the application cards' }));
    const dialog = await tourDialog();
    expect(dialog).toHaveAccessibleName('Open one in a new tab');
    expect(dialog).toHaveAccessibleDescription(/Ctrl-click/);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveAccessibleName('What is waiting for you');
    expect(dialog).toHaveAccessibleDescription(/^Step 2 of 4/);
  });
});

describe('the card tour', () => {
  it('runs by itself on a visit after the one that completed the welcome tour', async () => {
    // Finished on this device in another session, which a sign-out ended.
    localStorage.setItem('gofy.welcomeTourSession', 's0');
    onTestFinished(() => localStorage.removeItem('gofy.welcomeTourSession'));
    visit({ welcome: 'completed', card: 'pending' });
    expect(await tourDialog()).toHaveAccessibleName('Open one in a new tab');
  });

  it('waits for another visit: not the next load of the session that finished the welcome tour', async () => {
    const user = userEvent.setup();
    visit();
    await finishWelcomeTour(user);
    onTestFinished(() => localStorage.removeItem('gofy.welcomeTourSession'));
    cleanup();

    // The same session, loaded again: the tourist says the card tour waits, and it keeps waiting.
    visit({ welcome: 'completed', card: 'pending' });
    await waitFor(() => expect(requestsTo(stub, 'GET', '/api/tourist/tours')).toHaveLength(2));
    await network.settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // The welcome tour's first step said what a card does; its words again, under another
  // title, were the card tour's first step on the next visit.
  it('never repeats what the welcome tour’s first step said', async () => {
    visit({ welcome: 'completed', card: 'pending' });
    const dialog = await tourDialog();
    expect(dialog).toHaveAccessibleDescription(
      /^Step 1 of 4 Ctrl-click \(⌘-click on a Mac\) or middle-click a card to open its application in a new tab\.$/,
    );
    expect(dialog).not.toHaveAccessibleDescription(/signed in already/);
  });

  it('does not repeat it after a welcome tour skipped at its first step, on the same visit', async () => {
    const user = userEvent.setup();
    visit();
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Skip tour' }));
    await openHelp(user);
    await user.click(screen.getByRole('button', { name: 'How to use the application cards' }));
    expect(await tourDialog()).toHaveAccessibleName('Open one in a new tab');
  });

  it('leaves out its step about new tabs in the installed app, which has none', async () => {
    inInstalledApp();
    localStorage.setItem('gofy.welcomeTourSession', 's0');
    onTestFinished(() => localStorage.removeItem('gofy.welcomeTourSession'));
    visit({ welcome: 'completed', card: 'pending' });
    const dialog = await tourDialog();
    expect(dialog).toHaveAccessibleName('What is waiting for you');
    expect(dialog).toHaveAccessibleDescription(/^Step 1 of 3 /);
  });

  it('says what a card does in the installed app without a word of tabs', async () => {
    inInstalledApp();
    const dialog = await cardTourFromHelpUnknownProgress();
    expect(dialog).toHaveAccessibleName('Open an application');
    expect(dialog).not.toHaveAccessibleDescription(/tab/);
  });

  it('says what a card does to a broker not known to have seen the welcome tour', async () => {
    const dialog = await cardTourFromHelpUnknownProgress();
    expect(dialog).toHaveAccessibleName('Open an application');
    expect(dialog).toHaveAccessibleDescription(/^Step 1 of 4 Click a card to open its application/);
  });

  it('speaks of touch, and leaves the keyboard out, on a touch screen', async () => {
    const user = userEvent.setup();
    onTouchScreen();
    visit({ welcome: 'completed', card: 'pending' });
    const dialog = await tourDialog();
    expect(dialog).toHaveAccessibleDescription(/^Step 1 of 3 Touch and hold a card to open/);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveAccessibleName('Find one quickly');
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('waits for Help when the user dismissed the welcome tour', async () => {
    visit({ welcome: 'dismissed', card: 'pending' });
    await waitFor(() => expect(requestsTo(stub, 'GET', '/api/tourist/tours')).toHaveLength(1));
    await network.settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
