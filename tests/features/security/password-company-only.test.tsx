import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/i18n/locale';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { stubSecurityPage } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));

// An account whose brokerage requires its company sign-in has no password that signs in, and
// the SSO takes no change of it (tests/dev-server/password-change-company-only.test.ts): the
// "Your password" section says so instead of offering a form it would refuse.

const marina = {
  id: 'u2',
  email: 'marina.rocha@corretora-horizonte.example',
  name: 'Marina Rocha',
  apps: ['pipeline'],
  requiredProvider: 'microsoft',
};

const sso = stubSecurityPage(undefined, {
  settings: { REACT_APP_COMPANY_SIGN_IN: 'microsoft,google' },
});

beforeEach(() => {
  sso.on('GET /api/sso/federation/links', {
    body: {
      links: [
        {
          provider: 'microsoft',
          email: marina.email,
          linkedAt: '2026-11-28T12:00:00Z',
          removable: false,
        },
      ],
    },
  });
});

async function passwordPart(user: object, locale: Locale = 'en') {
  sso.on('GET /api/sso/whoami', { body: { ...signedInBody, user } });
  renderPortal('/security', { locale });
  const name = locale === 'en' ? 'Your password' : 'Sua senha';
  return within(await screen.findByRole('region', { name }));
}

describe('the password section of an account that signs in with its company', () => {
  it.each([
    ['en', 'Your brokerage uses Microsoft to sign in, so there is no password here to change.'],
    [
      'pt-BR',
      'Na sua corretora, você entra com a conta Microsoft, por isso não há senha para alterar aqui.',
    ],
  ] as const)(
    'says in %s why there is nothing to change, and offers no form',
    async (locale, words) => {
      const part = await passwordPart(marina, locale);
      expect(part.getByText(words)).toBeInTheDocument();
      expect(part.queryByRole('button')).not.toBeInTheDocument();
      expect(part.queryByLabelText(/password|senha/i)).not.toBeInTheDocument();
    },
  );

  it('offers the change to any other account', async () => {
    const part = await passwordPart(signedInBody.user);
    expect(part.getByLabelText('Current password')).toBeInTheDocument();
    expect(part.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});
