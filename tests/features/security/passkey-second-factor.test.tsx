import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MadePasskey } from '../../support/made-passkey';
import { renderPortal } from '../../support/render-portal';
import {
  proofRequired,
  reauthenticated,
  registrationOptions,
  secondFactorOn,
  signedInProvingWith,
  stubSecurityPage,
} from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// Adding a passkey to an account with an authenticator: the SSO wants a recent proof of the
// second factor (contract 1.15.0, 1.21.0), so a sign-in that skipped the code on a trusted
// device is asked for one first, in place, and the passkey is then made as asked.

const phone = { browser: 'Chrome', os: 'Android', deviceType: 'phone' };
const added = {
  id: new MadePasskey().id,
  name: 'Notebook',
  createdAt: '2026-11-23T12:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};
const secondFactorRequired = proofRequired('recent_second_factor_required', ['code']);
const reauthenticatePath = '/api/sso/session/reauthenticate/second-factor';

const create = vi.fn(async () => new MadePasskey());

/** The page, once its passkeys are listed: until then, adding one waits. */
async function openPage(locale: 'en' | 'pt-BR' = 'en') {
  renderPortal('/security', { locale });
  await screen.findByText(
    locale === 'en' ? 'You have no passkeys yet.' : 'Você ainda não tem chaves de acesso.',
  );
}

const passkeys = () =>
  within(screen.getByRole('region', { name: /^(Your passkeys|Suas chaves de acesso)$/ }));
const sent = (method: string, path: string) =>
  sso.requests.filter((request) => request.method === method && request.path === path);

const sso = stubSecurityPage({
  secondFactor: { body: { ...secondFactorOn, recoveryCodesLeft: 10, trustedDevices: 1 } },
});

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', MadePasskey);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create } });
  sso.on('POST /api/sso/passkeys/registration/options', secondFactorRequired);
  // The account has no passkey yet: its strongest way is the code.
  sso.on('GET /api/sso/whoami', signedInProvingWith(['code']));
});

afterEach(() => {
  vi.unstubAllGlobals();
  create.mockClear();
  delete (navigator as { credentials?: unknown }).credentials;
});

describe('adding a passkey to an account with an authenticator', () => {
  it('asks for a code first, then makes the passkey', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    // In place of the list and of the button pressed: the keyboard starts at the step.
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    expect(
      passkeys().getByText('Type the code your authenticator app shows now.'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    sso.on(`POST ${reauthenticatePath}`, reauthenticated(['code']));
    sso.on('POST /api/sso/passkeys/registration/options', { body: registrationOptions(phone) });
    sso.on('POST /api/sso/passkeys/registration', { status: 201, body: added });
    await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123 456{Enter}');

    expect(await passkeys().findByText('Passkey “Notebook” added.')).toBeInTheDocument();
    expect(passkeys().getAllByRole('listitem')).toHaveLength(1);
    expect(JSON.parse(sent('POST', reauthenticatePath)[0]?.body ?? '')).toEqual({
      code: '123 456',
    });
    expect(sent('POST', '/api/sso/passkeys/registration/options')).toHaveLength(2);
    expect(create).toHaveBeenCalledOnce();
  });

  it('asks as a Brazilian would, and adds nothing when the code is not given', async () => {
    const user = userEvent.setup();
    await openPage('pt-BR');
    await user.click(screen.getByRole('button', { name: 'Criar chave de acesso' }));
    expect(await screen.findByRole('heading', { name: 'Confirme que é você' })).toHaveFocus();
    expect(
      passkeys().getByText('Digite o código que seu aplicativo autenticador mostra agora.'),
    ).toBeInTheDocument();

    await user.click(passkeys().getByRole('button', { name: 'Cancelar' }));
    // Back to the button that asked, and the live region says nothing changed.
    expect(passkeys().getByRole('button', { name: 'Criar chave de acesso' })).toHaveFocus();
    expect(passkeys().getByText('Nenhuma alteração foi feita.')).toHaveAttribute('role', 'status');
    expect(passkeys().getByText('Você ainda não tem chaves de acesso.')).toBeInTheDocument();
    expect(sent('POST', reauthenticatePath)).toHaveLength(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('says a wrong code is wrong, and makes no passkey', async () => {
    const user = userEvent.setup();
    sso.on(`POST ${reauthenticatePath}`, {
      status: 401,
      body: { error: { code: 'invalid_code', message: 'Wrong.', attemptsLeft: 4 } },
    });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Code from the app' }),
      '000000{Enter}',
    );
    expect(
      await screen.findByText(
        // Four more may be tried: too many to count out yet (failure-words.ts).
        'That code is incorrect. Type the code the app shows now.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code from the app' })).toHaveFocus(),
    );
    expect(sent('POST', '/api/sso/passkeys/registration/options')).toHaveLength(1);
    expect(create).not.toHaveBeenCalled();
  });
});
