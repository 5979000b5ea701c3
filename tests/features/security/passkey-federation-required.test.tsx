import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/i18n/locale';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { passkeysOf, stubSecurityPage } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));

// An account whose brokerage requires its company sign-in may add no passkey (the SSO refuses
// it, tests/dev-server/passkey-federation-required.test.ts): /security offers none, says why,
// and still lists the passkeys made before, to be removed.

const marina = {
  ...signedInBody,
  user: {
    id: 'u2',
    email: 'marina.rocha@corretora-horizonte.example',
    name: 'Marina Rocha',
    apps: ['pipeline'],
    requiredProvider: 'microsoft',
  },
};
const madeBefore = {
  id: 'pk-phone',
  name: 'Celular da Marina',
  createdAt: '2026-03-02T12:00:00.000Z',
  lastUsedAt: null,
  synced: true,
};

const passkeysPart = async () =>
  within(await screen.findByRole('region', { name: /^(Your passkeys|Suas chaves de acesso)$/ }));

const sso = stubSecurityPage(
  { passkeys: passkeysOf([madeBefore], 'dXNlci0y') },
  { settings: { REACT_APP_COMPANY_SIGN_IN: 'microsoft,google' } },
);

beforeEach(() => {
  // A browser that can make passkeys: only the account keeps the button away.
  vi.stubGlobal('PublicKeyCredential', {});
  // Who is signed in is each test's own.
  sso.on('GET /api/sso/federation/links', {
    body: {
      links: [
        {
          provider: 'microsoft',
          email: marina.user.email,
          linkedAt: '2026-11-28T12:00:00Z',
          removable: false,
        },
      ],
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

function openSecurity(user: object, locale: Locale = 'en') {
  sso.on('GET /api/sso/whoami', { body: { ...signedInBody, user } });
  renderPortal('/security', { locale });
}

describe('the passkeys of an account whose brokerage requires its company sign-in', () => {
  it('offer no “Add a passkey”, say why, and keep the passkeys made before', async () => {
    openSecurity(marina.user);
    const part = await passkeysPart();
    expect(await part.findByText('Celular da Marina')).toBeInTheDocument();
    expect(part.getByRole('button', { name: /Remove/ })).toBeInTheDocument();
    expect(
      part.getByText('Your brokerage uses Microsoft to sign in, not passkeys.'),
    ).toBeInTheDocument();
    expect(part.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('say why in Portuguese too', async () => {
    openSecurity(marina.user, 'pt-BR');
    const part = await passkeysPart();
    expect(
      await part.findByText(
        'Na sua corretora, você entra com a conta Microsoft, não com chaves de acesso.',
      ),
    ).toBeInTheDocument();
  });

  it('are offered to any other account, in the same browser', async () => {
    openSecurity(signedInBody.user);
    const part = await passkeysPart();
    expect(await part.findByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(part.queryByText(/Your brokerage uses/)).not.toBeInTheDocument();
  });
});
