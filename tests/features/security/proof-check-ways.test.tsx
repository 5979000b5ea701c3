import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import {
  passkeysOf,
  proofRequired,
  signedInProvingWith,
  stubSecurityPage,
} from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));

// Which ways "Confirm it is you" offers (contract 1.21.0, "Recent proof"): the ones the refusal
// names, strongest first, each a "use another way" from the one before; and an account that
// only its company's provider signs in, which cannot prove it within the session.

const phone = {
  id: 'pk-phone',
  name: 'Celular da Ana',
  createdAt: '2026-03-02T12:00:00.000Z',
  lastUsedAt: '2026-11-20T09:30:00.000Z',
  synced: true,
};
const sso = stubSecurityPage(
  { passkeys: passkeysOf([phone]) },
  { settings: { REACT_APP_COMPANY_SIGN_IN: 'microsoft,google' } },
);
const passkeys = () =>
  within(screen.getByRole('region', { name: /^(Your passkeys|Suas chaves de acesso)$/ }));
const sent = (method: string, path: string) =>
  sso.requests.filter((request) => request.method === method && request.path === path);

/** Renames the phone's passkey; the SSO wants a proof first, given one of `ways`. */
async function renameAskingForProof(ways: readonly string[], locale?: 'pt-BR') {
  const user = userEvent.setup();
  sso.on('GET /api/sso/whoami', signedInProvingWith(ways));
  sso.on('GET /api/sso/federation/links', { body: { links: [] } });
  sso.on('PATCH /api/sso/passkeys/pk-phone', proofRequired('recent_sign_in_required', ways));
  renderPortal('/security', locale ? { locale } : undefined);
  const rename = locale ? 'Renomear: Celular da Ana' : 'Rename: Celular da Ana';
  await user.click(await screen.findByRole('button', { name: rename }));
  const field = screen.getByRole('textbox', { name: /Celular da Ana/ });
  await user.clear(field);
  const whoamiBefore = sent('GET', '/api/sso/whoami').length;
  await user.type(field, 'Celular do trabalho{Enter}');
  const title = locale ? 'Confirme que é você' : 'Confirm it is you';
  await waitFor(() => expect(screen.getByRole('heading', { name: title })).toHaveFocus());
  return { user, whoamiBefore };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the ways the check offers', () => {
  it('opens on the ways the refusal named, asking whoami nothing more', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const { whoamiBefore } = await renameAskingForProof(['passkey', 'code']);
    expect(passkeys().getByRole('button', { name: 'Use passkey' })).toBeInTheDocument();
    // The page's own whoami, as it opened; the check read its ways from the refusal.
    expect(whoamiBefore).toBeGreaterThan(0);
    expect(sent('GET', '/api/sso/whoami')).toHaveLength(whoamiBefore);
    expect(sent('PATCH', '/api/sso/passkeys/pk-phone')).toHaveLength(1);
  });

  it('offers the code as another way than the passkey, and reads its heading again', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const { user } = await renameAskingForProof(['passkey', 'code']);
    await user.click(passkeys().getByRole('button', { name: 'Use another way' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus(),
    );
    expect(passkeys().getByRole('textbox', { name: 'Code from the app' })).toBeInTheDocument();
    expect(passkeys().queryByRole('button', { name: 'Use passkey' })).toBeNull();
    // A code is the last way this account has: no password follows it.
    expect(passkeys().queryByRole('button', { name: 'Use another way' })).toBeNull();
    expect(passkeys().queryByLabelText('Password')).toBeNull();
  });

  it('offers the password after the passkey where the account has no second factor', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const { user } = await renameAskingForProof(['passkey', 'password'], 'pt-BR');
    await user.click(passkeys().getByRole('button', { name: 'Usar outra forma' }));
    expect(await passkeys().findByText('Digite sua senha.')).toBeInTheDocument();
    expect(passkeys().getByLabelText('Senha')).toBeInTheDocument();
  });

  it('offers no other way where the passkey is the only one', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    await renameAskingForProof(['passkey']);
    expect(passkeys().getByRole('button', { name: 'Use passkey' })).toBeInTheDocument();
    expect(passkeys().queryByRole('button', { name: 'Use another way' })).toBeNull();
  });
});

describe('an account that only its company signs in', () => {
  it('is offered a new sign-in with its provider, back to this page, and nothing changes', async () => {
    sso.on('GET /api/sso/federation/discovery', {
      body: { provider: 'microsoft', required: true },
    });
    const { user } = await renameAskingForProof(['company']);
    const again = await passkeys().findByRole('link', { name: 'Sign in again with Microsoft' });
    const href = new URL(again.getAttribute('href') ?? '', 'http://portal.example');
    expect(href.pathname).toMatch(/\/federation\/microsoft\/start$/);
    expect(href.searchParams.get('redirect')).toBe('/security');
    expect(href.searchParams.get('login_hint')).toBe('ana.souza@gofy.example');
    expect(passkeys().getByText(/Nothing was changed: sign in again/)).toBeInTheDocument();
    expect(passkeys().queryByLabelText('Password')).toBeNull();

    await user.click(passkeys().getByRole('button', { name: 'Cancel' }));
    expect(passkeys().getByText('Nothing was changed.')).toHaveAttribute('role', 'status');
    expect(sent('PATCH', '/api/sso/passkeys/pk-phone')).toHaveLength(1);
    expect(sso.requests.filter((r) => r.path.includes('/reauthenticate/'))).toHaveLength(0);
  });

  it('says so as a Brazilian writes it', async () => {
    sso.on('GET /api/sso/federation/discovery', {
      body: { provider: 'google', required: true },
    });
    await renameAskingForProof(['company'], 'pt-BR');
    expect(
      await passkeys().findByRole('link', { name: 'Entrar novamente com Google' }),
    ).toBeInTheDocument();
    expect(
      passkeys().getByText(/Você entra com a conta da empresa, e ela só confirma/),
    ).toBeInTheDocument();
  });
});
