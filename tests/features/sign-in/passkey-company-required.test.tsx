import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CeremonyRequest } from '../../../src/features/sign-in/passkey-sign-in-ceremony';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));

// The SSO refuses every passkey of a brokerage that requires its company sign-in: once
// discovery has found the email's domain, /login offers no passkey button, as it offers no
// password. Autofill goes on meanwhile, for the passkeys of other brokers on the device.

// The ceremony itself runs against the SSO in a real browser (tests/e2e/passkeys.test.ts);
// here it waits, as autofill does until a passkey is chosen.
const ceremonies: CeremonyRequest[] = [];
vi.mock('../../../src/features/sign-in/passkey-sign-in-ceremony', () => ({
  passkeySignInCeremony: (request: CeremonyRequest) => {
    ceremonies.push(request);
    return new Promise(() => {});
  },
}));

compilePagesFirst(
  { preload: () => import('../../../src/features/sign-in/company-sign-in/company-sign-in-part') },
  { preload: () => import('../../../src/features/sign-in/passkey-sign-in') },
);

const sso = stubServices(['sso'], { settings: { REACT_APP_COMPANY_SIGN_IN: 'microsoft,google' } });

beforeEach(() => {
  ceremonies.length = 0;
  vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable: async () => true });
});

afterEach(() => vi.unstubAllGlobals());

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passkeyButton = () => screen.queryByRole('button', { name: 'Sign in with a passkey' });

describe('the passkey button on /login', () => {
  it('goes with the password once discovery finds a brokerage that requires its provider, and comes back for another email', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    sso.on('GET /api/sso/federation/discovery', {
      body: { provider: 'microsoft', required: true },
    });
    renderPortal('/login');
    await waitFor(() => expect(passkeyButton()).toBeInTheDocument());
    await waitFor(() =>
      expect(ceremonies.map((request) => request.mediation)).toEqual(['conditional']),
    );

    const user = userEvent.setup();
    await user.type(emailField(), 'marina.rocha@corretora-horizonte.example');
    await waitFor(() => expect(screen.queryByLabelText('Password')).not.toBeInTheDocument());
    expect(passkeyButton()).not.toBeInTheDocument();

    sso.on('GET /api/sso/federation/discovery', { body: { provider: null, required: false } });
    await user.clear(emailField());
    await user.type(emailField(), 'ana.souza@gofy.example');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(passkeyButton()).toBeInTheDocument();

    // Autofill was offered throughout, by the one request it started with.
    expect(ceremonies).toHaveLength(1);
    expect(ceremonies[0]?.signal.aborted).toBe(false);
  });
});
