import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

// /logout typed, or followed from a bookmark, on a device nobody is signed in on: the SSO's
// signed-in hint is gone (a sign-out cleared it), so there is no session to ask about.

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/api/signed-in-hint', () => ({
  maybeSignedIn: () => false,
  cookiesKeptFor: () => undefined,
}));

const sso = stubServices(['sso']);

describe('the sign-out page on a device nobody is signed in on', () => {
  it('says so, with a way to sign in, and neither asks nor sends anything', async () => {
    const { history } = renderPortal('/logout');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'You are already signed out',
    });
    // Focus moves in an effect after the heading renders: on a slow machine, a moment later.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('No one is signed in to gofy on this device.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(history).toEqual(['/logout']);
    expect(sso.requests.filter((request) => request.path === '/api/sso/logout')).toEqual([]);
  });

  it('says so in Portuguese', async () => {
    renderPortal('/logout', { locale: 'pt-BR' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Você já saiu' })).toBeVisible();
    expect(screen.getByText('Não há sessão do gofy aberta neste dispositivo.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeVisible();
  });
});
