import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer } from '../../src/hooks/install-offer';
import { renderPortal } from '../support/render-portal';

vi.mock('../../src/config/config', () => import('../support/mock-config'));
// The foot's links' code cannot come: offline, or a newer deployment has replaced it.
vi.mock('../../src/app/footer-links', () => Promise.reject(new Error('Failed to fetch')));

beforeAll(() => {
  listenForInstallOffer();
});

describe('the foot of a page whose links cannot load', () => {
  it('still offers installation, once the links are known not to come', async () => {
    renderPortal('/logout');
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: vi.fn(async () => {}),
          userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
        }),
      );
    });
    const install = await screen.findByRole('button', { name: 'Install app' });
    expect(within(screen.getByRole('contentinfo')).queryAllByRole('link')).toHaveLength(0);
    // The page gives its heading the keyboard once it has judged the arrival (nobody is
    // signed in here): after that, so that the click is what moves it.
    const heading = await screen.findByRole('heading', { name: 'You are already signed out' });
    await waitFor(() => expect(heading).toHaveFocus());
    // No link before it to go back to: the keyboard goes to the page's main part.
    await userEvent.setup().click(install);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
