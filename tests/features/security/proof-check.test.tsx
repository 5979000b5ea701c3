import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import {
  passkeysOf,
  proofRequired,
  reauthenticated,
  signedInProvingWith,
  stubSecurityPage,
} from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// "Confirm it is you" in place, for any change of the security page the SSO answers "prove it
// again" (contract 1.21.0, "Recent proof"): the strongest way the broker has, then the change
// that was asked, with what was typed for it.

const phone = {
  id: 'pk-phone',
  name: 'Celular da Ana',
  createdAt: '2026-03-02T12:00:00.000Z',
  lastUsedAt: '2026-11-20T09:30:00.000Z',
  synced: true,
};
const sso = stubSecurityPage({ passkeys: passkeysOf([phone]) });
const passkeys = () =>
  within(screen.getByRole('region', { name: /^(Your passkeys|Suas chaves de acesso)$/ }));
const sent = (method: string, path: string) =>
  sso.requests.filter((request) => request.method === method && request.path === path);

/** Types a new name for the phone's passkey and sends it: the SSO wants a proof first. */
async function renameAskingForProof(ways: readonly string[]) {
  const user = userEvent.setup();
  sso.on('GET /api/sso/whoami', signedInProvingWith(ways));
  sso.on('PATCH /api/sso/passkeys/pk-phone', proofRequired('recent_sign_in_required', ways));
  renderPortal('/security');
  await user.click(await screen.findByRole('button', { name: 'Rename: Celular da Ana' }));
  const field = screen.getByRole('textbox', { name: 'New name for “Celular da Ana”' });
  await user.clear(field);
  await user.type(field, 'Celular do trabalho{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus(),
  );
  return { user, field };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the check a change asks for on the security page', () => {
  it('asks for a passkey first when the broker has one and the browser can use it', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    await renameAskingForProof(['passkey', 'code']);
    expect(passkeys().getByRole('button', { name: 'Use passkey' })).toBeInTheDocument();
    expect(passkeys().queryByRole('textbox', { name: 'Code from the app' })).toBeNull();
    expect(passkeys().queryByLabelText('Password')).toBeNull();
  });

  it('asks for the code, with a recovery code offered, where the browser has no passkeys', async () => {
    await renameAskingForProof(['passkey', 'code']);
    expect(passkeys().getByRole('textbox', { name: 'Code from the app' })).toBeInTheDocument();
    expect(
      passkeys().getByRole('button', { name: 'Use a recovery code instead' }),
    ).toBeInTheDocument();
    expect(passkeys().queryByLabelText('Password')).toBeNull();
  });

  it('asks for the password only where it is the strongest way', async () => {
    await renameAskingForProof(['password']);
    expect(passkeys().getByText('Type your password.')).toBeInTheDocument();
    expect(passkeys().getByLabelText('Password')).toBeInTheDocument();
  });

  it('keeps what was typed for the change, and makes it once proven', async () => {
    const { user } = await renameAskingForProof(['password']);
    sso.on('POST /api/sso/session/reauthenticate/password', reauthenticated(['password']));
    sso.on('PATCH /api/sso/passkeys/pk-phone', {
      body: { ...phone, name: 'Celular do trabalho' },
    });
    await user.type(passkeys().getByLabelText('Password'), 'gofy-demo-2026{Enter}');

    expect(await passkeys().findByText('Renamed to “Celular do trabalho”.')).toBeInTheDocument();
    expect(passkeys().getByText('Confirmed. Making your change…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent('PATCH', '/api/sso/passkeys/pk-phone').map((r) => JSON.parse(r.body))).toEqual([
      { name: 'Celular do trabalho' },
      { name: 'Celular do trabalho' },
    ]);
    expect(sent('POST', '/api/sso/login')).toHaveLength(0);
  });

  it('changes nothing on Cancel, keeps the typed text, and gives the keyboard back', async () => {
    const { user, field } = await renameAskingForProof(['password']);
    await user.type(passkeys().getByLabelText('Password'), 'half typed');
    await user.click(passkeys().getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('heading', { name: 'Confirm it is you' })).toBeNull();
    expect(passkeys().getByText('Nothing was changed.')).toHaveAttribute('role', 'status');
    // The field it was typed in is shown again, as it was, and has the keyboard back.
    expect(field).toBeVisible();
    expect(field).toHaveValue('Celular do trabalho');
    expect(field).toHaveFocus();
    expect(sent('PATCH', '/api/sso/passkeys/pk-phone')).toHaveLength(1);
    expect(sent('POST', '/api/sso/session/reauthenticate/password')).toHaveLength(0);
  });

  it('reads as a Brazilian writes it', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/whoami', signedInProvingWith(['code']));
    sso.on(
      'DELETE /api/sso/passkeys/pk-phone',
      proofRequired('recent_second_factor_required', ['code']),
    );
    renderPortal('/security', { locale: 'pt-BR' });
    await user.click(await screen.findByRole('button', { name: 'Remover: Celular da Ana' }));
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Confirme que é você' })).toHaveFocus(),
    );
    expect(
      passkeys().getByText('Para fazer esta alteração, primeiro confirme que é você.'),
    ).toBeInTheDocument();
    expect(
      passkeys().getByText('Digite o código que seu aplicativo autenticador mostra agora.'),
    ).toBeInTheDocument();
    expect(passkeys().getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});
