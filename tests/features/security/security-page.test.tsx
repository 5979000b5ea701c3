import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import {
  passkeysOf,
  proofRequired,
  reauthenticated,
  stubSecurityPage,
} from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// The passkeys' part of the page; two-step verification and the devices have lists of their own.
const mainPart = () =>
  within(screen.getByRole('region', { name: /^(Your passkeys|Suas chaves de acesso)$/ }));
/** The passkeys once listed. */
const listedPasskeys = async () =>
  within(
    await screen.findByRole('region', { name: /^(Your passkeys|Suas chaves de acesso)$/ }),
  ).findAllByRole('listitem');

const phone = {
  id: 'pk-phone',
  name: 'Celular da Ana',
  createdAt: '2026-03-02T12:00:00.000Z',
  lastUsedAt: '2026-11-20T09:30:00.000Z',
  synced: true,
};
const laptop = {
  id: 'pk-laptop',
  name: 'Notebook',
  createdAt: '2026-05-10T12:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};
const listOf = (...passkeys: (typeof phone | typeof laptop)[]) => passkeysOf(passkeys);
const recentSignInRequired = proofRequired('recent_sign_in_required', ['password']);

function requests(method: string, path: string) {
  return sso.requests.filter((request) => request.method === method && request.path === path);
}

const sso = stubSecurityPage({ passkeys: listOf(phone, laptop) });

describe('the passkey list at /security', () => {
  it('lists each passkey with when it was added and last used', async () => {
    renderPortal('/security');
    const items = await listedPasskeys();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Celular da Ana'),
      expect.stringContaining('Notebook'),
    ]);
    expect(items[0]).toHaveTextContent(
      'Added on Mar 2, 2026 · Last used on Nov 20, 2026 · Synced to your other devices',
    );
    expect(items[1]).toHaveTextContent('Added on May 10, 2026 · Not used yet');
    expect(document.title).toContain('Sign-in and security');
  });

  it('reads as a Brazilian would write it, dates included', async () => {
    renderPortal('/security', { locale: 'pt-BR' });
    const items = await listedPasskeys();
    expect(items[0]).toHaveTextContent(
      'Criada em 2 de mar. de 2026 · Último uso em 20 de nov. de 2026 · Sincronizada com seus outros dispositivos',
    );
    expect(screen.getByRole('button', { name: 'Remover: Celular da Ana' })).toBeInTheDocument();
  });

  it('renames a passkey in place, and says so', async () => {
    const user = userEvent.setup();
    sso.on('PATCH /api/sso/passkeys/pk-phone', { body: { ...phone, name: 'Celular novo' } });
    renderPortal('/security');
    await user.click(await screen.findByRole('button', { name: 'Rename: Celular da Ana' }));
    const field = screen.getByRole('textbox', { name: 'New name for “Celular da Ana”' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '  Celular novo  {Enter}');

    expect(await screen.findByText('Renamed to “Celular novo”.')).toBeInTheDocument();
    expect(JSON.parse(requests('PATCH', '/api/sso/passkeys/pk-phone')[0]?.body ?? '')).toEqual({
      name: 'Celular novo',
    });
    expect(mainPart().getAllByRole('listitem')[0]).toHaveTextContent('Celular novo');
    // The keyboard is back where the rename started.
    expect(screen.getByRole('button', { name: 'Rename: Celular novo' })).toHaveFocus();
  });

  it('asks before removing, and removes nothing when the user cancels', async () => {
    const user = userEvent.setup();
    renderPortal('/security');
    await user.click(await screen.findByRole('button', { name: 'Remove: Notebook' }));
    // Focus lands on the choice that loses nothing, in a group named by the question.
    const question = screen.getByRole('group', {
      name: 'Remove “Notebook”? It will no longer sign you in.',
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(requests('DELETE', '/api/sso/passkeys/pk-laptop')).toHaveLength(0);
    expect(mainPart().getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove: Notebook' })).toHaveFocus();
  });

  it('puts the question away on Escape, as Cancel does', async () => {
    const user = userEvent.setup();
    renderPortal('/security');
    await user.click(await screen.findByRole('button', { name: 'Remove: Notebook' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /^Remove “Notebook”\?/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove: Notebook' })).toHaveFocus();
    expect(requests('DELETE', '/api/sso/passkeys/pk-laptop')).toHaveLength(0);
  });

  it('asks for the password in place when the proof is old, keeps the session, then removes', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/passkeys/pk-laptop', recentSignInRequired);
    renderPortal('/security');
    await user.click(await screen.findByRole('button', { name: 'Remove: Notebook' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    sso.on('POST /api/sso/session/reauthenticate/password', reauthenticated(['password']));
    sso.on('DELETE /api/sso/passkeys/pk-laptop', { status: 204 });
    await user.type(screen.getByLabelText('Password'), 'the password{Enter}');

    expect(await screen.findByText('Passkey “Notebook” removed.')).toBeInTheDocument();
    expect(
      JSON.parse(requests('POST', '/api/sso/session/reauthenticate/password')[0]?.body ?? ''),
    ).toEqual({ password: 'the password' });
    // Proven within the session: no new sign-in.
    expect(requests('POST', '/api/sso/login')).toHaveLength(0);
    expect(requests('DELETE', '/api/sso/passkeys/pk-laptop')).toHaveLength(2);
    expect(mainPart().getAllByRole('listitem')).toHaveLength(1);
    // The removed passkey's buttons are gone: the keyboard goes to the page's title.
    expect(screen.getByRole('heading', { name: 'Your passkeys' })).toHaveFocus();
  });

  it('says a wrong password is wrong, and removes nothing', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/passkeys/pk-laptop', recentSignInRequired);
    sso.on('POST /api/sso/session/reauthenticate/password', {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Wrong.' } },
    });
    renderPortal('/security');
    await user.click(await screen.findByRole('button', { name: 'Remove: Notebook' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.type(await screen.findByLabelText('Password'), 'wrong{Enter}');

    const alert = await mainPart().findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/^The email or password is incorrect\./));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(requests('DELETE', '/api/sso/passkeys/pk-laptop')).toHaveLength(1);
  });

  it('gives the keyboard back to "Remove" when the passkey could not be removed', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/passkeys/pk-laptop', { status: 503, body: '' });
    renderPortal('/security');
    await user.click(await screen.findByRole('button', { name: 'Remove: Notebook' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove: Notebook' })).toHaveFocus(),
    );
    expect(requests('DELETE', '/api/sso/passkeys/pk-laptop')).toHaveLength(1);
  });

  it('says it needs a connection when offline, and changes nothing', async () => {
    renderPortal('/security');
    await listedPasskeys();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The list came with an answer, outside any act(): the page may start listening for the
    // network only a task after this event, and then reads the browser's state itself.
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(
      await screen.findByText(
        'Managing passkeys needs a connection. The passkeys on this device keep working.',
      ),
    ).toBeInTheDocument();
    const [item] = mainPart().getAllByRole('listitem');
    for (const button of within(item as HTMLElement).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }
    online.mockRestore();
  });

  it('says the SSO could not be reached, and after "Try again" gives the keyboard to the page', async () => {
    sso.on('GET /api/sso/whoami', { status: 503, body: '' });
    renderPortal('/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());

    sso.on('GET /api/sso/whoami', { body: signedInBody });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The guard's heading, shown while whoami is asked, has the page's title too: the page's
    // own is the one beside its sections.
    await screen.findByRole('heading', { name: 'Your passkeys' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toHaveFocus(),
    );
  });

  it('sends a visitor who is not signed in to sign in, to come back here', async () => {
    sso.on('GET /api/sso/whoami', {
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    });
    const { history } = renderPortal('/security');
    await waitFor(() =>
      expect(history.at(-1)).toBe(`/login?${new URLSearchParams({ redirect: '/security' })}`),
    );
    expect(requests('GET', '/api/sso/passkeys')).toHaveLength(0);
  });
});

describe('the foot of /security', () => {
  it('leads back to the applications, or out, without asking again', async () => {
    sso.on('POST /api/sso/logout', { status: 204 });
    const { history } = renderPortal('/security');
    await screen.findByRole('heading', { name: 'Your passkeys' });
    const foot = screen.getAllByRole('link', { name: 'Back to your applications' }).at(-1);
    const signOut = screen.getByRole('link', { name: 'Sign out' });
    // At the page's end, beside the way back.
    expect(foot?.compareDocumentPosition(signOut)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.setup().click(signOut);
    await screen.findByRole('heading', { name: 'You have signed out' });
    expect(history.at(-1)).toBe('/logout');
    expect(requests('POST', '/api/sso/logout')).toHaveLength(1);
  });

  it('says "Sair" in Portuguese', async () => {
    renderPortal('/security', { locale: 'pt-BR' });
    await screen.findByRole('heading', { name: 'Suas chaves de acesso' });
    expect(screen.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
  });
});
