import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer } from '../../../src/hooks/install-offer';
import { offerInstall } from '../../support/install-prompt';
import { renderPortal } from '../../support/render-portal';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

beforeAll(() => {
  listenForInstallOffer();
});

describe('the install button', () => {
  it('is absent until the browser offers installation', () => {
    renderPortal('/logout');
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('appears when offered, keeps the browser from its own prompt, and opens the dialog', async () => {
    renderPortal('/logout');
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('leaves the keyboard on the foot’s last link as it goes, not at the top of the page', async () => {
    renderPortal('/logout');
    const links = await within(screen.getByRole('contentinfo')).findAllByRole('link');
    // The page gives its heading the keyboard once it has judged the arrival (nobody is
    // signed in here): after that, so that the click is what moves it.
    const heading = await screen.findByRole('heading', { name: 'You are already signed out' });
    await waitFor(() => expect(heading).toHaveFocus());
    offerInstall();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Install app' }));
    expect(links.at(-1)).toHaveFocus();
  });

  it('comes last on the page, so appearing late moves nothing, not even the foot’s links', async () => {
    renderPortal('/logout');
    const links = await within(screen.getByRole('contentinfo')).findAllByRole('link');
    offerInstall();
    const button = screen.getByRole('button', { name: 'Install app' });
    for (const link of links) {
      expect(link.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('waits for the foot’s links when the offer comes first, so their arrival does not push it down', async () => {
    renderPortal('/logout');
    offerInstall();
    const foot = screen.getByRole('contentinfo');
    expect(within(foot).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Install app' });
    const links = within(foot).getAllByRole('link');
    expect(links).not.toHaveLength(0);
    for (const link of links) {
      expect(link.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('disappears once the portal is installed', async () => {
    renderPortal('/logout');
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
