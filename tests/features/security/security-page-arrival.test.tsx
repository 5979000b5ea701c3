import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityPage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { answerGate } from '../../support/stub-server';
import { brunosApps, signedIn, stubMainScreen } from '../launcher/suite-stub';
import { answerSecurityPage } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// Coming from the main screen by keyboard, the link pressed is gone with the screen it was on:
// the security page's heading takes the keyboard once the page shows, as the main screen's
// does coming back; and the way back is right under that heading, not at the foot of a page
// 2,500 px tall on a phone.

compilePagesFirst(SecurityPage);

const stub = stubMainScreen();

beforeEach(() => {
  answerSecurityPage(stub, { whoami: { body: signedIn(brunosApps) } });
});

/** The page's heading once the page shows: the waiting frame has one of the same name. */
async function securityHeading() {
  await screen.findByRole('heading', { level: 2, name: 'Your passkeys' });
  return screen.getByRole('heading', { level: 1, name: 'Sign-in and security' });
}

/**
 * The page's heading once it has the keyboard: the guard hands it over in an effect after the
 * page is on screen, which React may run a moment after the page can be found.
 */
async function headingWithTheKeyboard(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** Presses Enter on the link named `name`, as a keyboard user following it. */
async function followByKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  const [link] = screen.getAllByRole('link', { name });
  act(() => link?.focus());
  expect(link).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe('arriving at the security page', () => {
  it('gives the keyboard to its heading, from the main screen’s link pressed with Enter', async () => {
    const user = userEvent.setup();
    renderPortal('/');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' });
    await followByKeyboard(user, 'Sign-in and security');
    await securityHeading();
    await headingWithTheKeyboard('Sign-in and security');
  });

  it('gives the keyboard to its heading once whoami has answered, opened afresh', async () => {
    const whoami = answerGate();
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps), until: whoami.until });
    renderPortal('/security');
    await screen.findByText('Loading your passkeys…');
    whoami.release();
    await securityHeading();
    await headingWithTheKeyboard('Sign-in and security');
  });

  it('leaves the keyboard where the user put it while the page was on its way', async () => {
    const user = userEvent.setup();
    const whoami = answerGate();
    stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps), until: whoami.until });
    renderPortal('/security');
    await screen.findByText('Loading your passkeys…');
    const language = screen.getByRole('combobox', { name: 'Language' });
    await user.click(language);

    whoami.release();
    await securityHeading();
    await screen.findByText('You have no passkeys yet.');
    expect(language).toHaveFocus();
  });

  it('offers the way back right under its heading, the keyboard’s next stop', async () => {
    const user = userEvent.setup();
    renderPortal('/security');
    await securityHeading();
    await headingWithTheKeyboard('Sign-in and security');
    await user.tab();
    const [top, foot] = screen.getAllByRole('link', { name: 'Back to your applications' });
    expect(top).toHaveFocus();
    expect(top).toHaveAttribute('href', '/');
    // Above every part of the page, and again at its foot.
    const passkeys = screen.getByRole('region', { name: 'Your passkeys' });
    expect(top?.compareDocumentPosition(passkeys)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(passkeys).queryByRole('link', { name: 'Back to your applications' })).toBeNull();
    expect(foot?.compareDocumentPosition(passkeys)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('goes back to the main screen, whose heading then takes the keyboard', async () => {
    const user = userEvent.setup();
    const { history } = renderPortal('/security');
    await securityHeading();
    await followByKeyboard(user, 'Back to your applications');
    await headingWithTheKeyboard('Hello, Ana');
    expect(history.at(-1)).toBe('/');
  });
});
