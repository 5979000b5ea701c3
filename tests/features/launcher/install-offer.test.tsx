import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer } from '../../../src/hooks/install-offer';
import { offerInstall } from '../../support/install-prompt';
import { renderPortal } from '../../support/render-portal';
import { brunosApps, signedIn, stubMainScreen } from './suite-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubMainScreen();

beforeAll(() => {
  listenForInstallOffer();
});

beforeEach(() => {
  stub.on('GET /api/sso/whoami', { body: signedIn(brunosApps) });
});

const offer = () => screen.queryByRole('region', { name: 'Use gofy as an app' });

describe('the offer to install the portal, on the main screen', () => {
  it('stands above the cards once the browser offers it, and opens its dialog', async () => {
    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    expect(offer()).not.toBeInTheDocument();

    const event = offerInstall();
    const card = offer();
    expect(card).toBeInTheDocument();
    // Before the applications, where a phone shows it without scrolling.
    const firstCard = screen.getByRole('link', { name: 'Sales pipeline' });
    expect(card?.compareDocumentPosition(firstCard)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    await userEvent
      .setup()
      .click(within(card as HTMLElement).getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toHaveFocus();
  });

  it('is put away by "Not now" on this device, while the foot of the page still offers it', async () => {
    const user = userEvent.setup();
    const first = renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    offerInstall();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    first.unmount();

    renderPortal('/');
    await screen.findByRole('heading', { name: 'Hello, Ana' });
    offerInstall();
    expect(offer()).not.toBeInTheDocument();
  });
});
