import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SsoUser } from '../../../src/api/sso-responses';
import { PasskeyOffer } from '../../../src/features/launcher/passkey-offer';
import { I18nProvider } from '../../../src/i18n/i18n-context';
import { markSignIn } from '../../../src/session/sign-in-method';
import { answerPasskeyMade, MadePasskey } from '../../support/made-passkey';
import { afterReactEffects } from '../../support/react-effects';
import { signedInBody } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const sso = stubServices(['sso']);

const ana = signedInBody.user;
const challenge = 'A'.repeat(43);
const registrationOptions = {
  publicKey: {
    challenge,
    rp: { id: 'localhost', name: 'gofy' },
    user: { id: 'dXNlci0x', name: ana.email, displayName: ana.name },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    timeout: 300_000,
    excludeCredentials: [{ id: 'cGstcGhvbmU', type: 'public-key' }],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  },
  device: { browser: 'Chrome', os: 'Android', deviceType: 'phone' },
};

/** A browser on a device with a fingerprint reader, and the Signal API. */
function browserThatCanMakePasskeys() {
  const webAuthn = {
    getClientCapabilities: async () => ({ userVerifyingPlatformAuthenticator: true }),
    signalAllAcceptedCredentials: vi.fn(async () => {}),
    signalCurrentUserDetails: vi.fn(async () => {}),
  };
  vi.stubGlobal('PublicKeyCredential', webAuthn);
  return webAuthn;
}

function renderOffer(onClosed = () => {}, user: SsoUser = ana) {
  return render(
    <I18nProvider initialLocale="en">
      <PasskeyOffer user={user} onClosed={onClosed} />
    </I18nProvider>,
  );
}

const offer = () => screen.queryByRole('heading', { name: 'Sign in faster next time' });

beforeEach(() => {
  sso.on('GET /api/sso/passkeys', {
    body: { rpId: 'localhost', userHandle: 'dXNlci0x', passkeys: [] },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { credentials?: unknown }).credentials;
});

describe('after a sign-in, on the main screen', () => {
  it('offers a passkey after the password, and tells the browser the account’s passkeys', async () => {
    const webAuthn = browserThatCanMakePasskeys();
    markSignIn('password');
    renderOffer();
    expect(await screen.findByRole('heading', { name: 'Sign in faster next time' })).toBeVisible();
    await waitFor(() =>
      expect(webAuthn.signalAllAcceptedCredentials).toHaveBeenCalledWith({
        rpId: 'localhost',
        userId: 'dXNlci0x',
        allAcceptedCredentialIds: [],
      }),
    );
    expect(webAuthn.signalCurrentUserDetails).toHaveBeenCalledWith({
      rpId: 'localhost',
      userId: 'dXNlci0x',
      name: ana.email,
      displayName: ana.name,
    });
  });

  it('goes on "Not now", for good on this device, and hands the keyboard back', async () => {
    browserThatCanMakePasskeys();
    const onClosed = vi.fn();
    markSignIn('password');
    renderOffer(onClosed);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Not now' }));
    expect(offer()).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(localStorage.getItem('gofy.passkeyOfferDeclined')).not.toBeNull();
  });

  it('offers nothing after a passkey sign-in, but still keeps the device in step', async () => {
    const webAuthn = browserThatCanMakePasskeys();
    markSignIn('passkey');
    renderOffer();
    await waitFor(() => expect(webAuthn.signalAllAcceptedCredentials).toHaveBeenCalledOnce());
    expect(offer()).not.toBeInTheDocument();
  });

  it('offers nothing to an account whose brokerage requires its company sign-in, which the SSO refuses a passkey', async () => {
    const webAuthn = browserThatCanMakePasskeys();
    markSignIn('password');
    renderOffer(() => {}, { ...ana, requiredProvider: 'microsoft' });
    // Told after the device's answer: an offer would be on screen by then.
    await waitFor(() => expect(webAuthn.signalAllAcceptedCredentials).toHaveBeenCalledOnce());
    expect(offer()).not.toBeInTheDocument();
  });

  it('does nothing on a reload of the main screen, which is not a sign-in', async () => {
    browserThatCanMakePasskeys();
    markSignIn('password');
    renderOffer().unmount();
    renderOffer();
    await afterReactEffects();
    expect(offer()).not.toBeInTheDocument();
    // The first view alone read the list.
    await waitFor(() => expect(sso.requests).toHaveLength(1));
  });

  it('does not read the list in a browser that could not be told about it', async () => {
    vi.stubGlobal('PublicKeyCredential', {
      getClientCapabilities: async () => ({ userVerifyingPlatformAuthenticator: false }),
    });
    markSignIn('password');
    renderOffer();
    await afterReactEffects();
    expect(offer()).not.toBeInTheDocument();
    expect(sso.requests).toHaveLength(0);
  });

  it('adds only once the browser has the list read at sign-in, which would hide a newer passkey', async () => {
    const webAuthn = browserThatCanMakePasskeys();
    let answerList = () => {};
    sso.on('GET /api/sso/passkeys', {
      body: { rpId: 'localhost', userHandle: 'dXNlci0x', passkeys: [] },
      until: new Promise<void>((resolve) => {
        answerList = resolve;
      }),
    });
    sso.on('POST /api/sso/passkeys/registration/options', { body: registrationOptions });
    const create = vi.fn(() => Promise.reject(new DOMException('Closed.', 'NotAllowedError')));
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create } });
    markSignIn('password');
    renderOffer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a passkey' }));
    // Room for a page that did not wait to make the passkey now; one that waits never does.
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 500 }).catch(() => {});

    answerList();
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(webAuthn.signalAllAcceptedCredentials.mock.invocationCallOrder[0]).toBeLessThan(
      create.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('says so when the device already holds the account’s passkey, and does not offer again', async () => {
    browserThatCanMakePasskeys();
    sso.on('POST /api/sso/passkeys/registration/options', { body: registrationOptions });
    // One of `excludeCredentials` is on this device: the browser refuses to make another.
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        create: () =>
          Promise.reject(
            new DOMException('The authenticator was previously registered.', 'InvalidStateError'),
          ),
      },
    });
    markSignIn('password');
    renderOffer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a passkey' }));

    expect(
      await screen.findByText('This device already has a passkey for your account.'),
    ).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem('gofy.passkeyOfferDeclined')).not.toBeNull();
  });

  it('names the passkey after the device it is made on, and the minute', async () => {
    // A browser whose passkeys are credentials of its own class, as the page checks.
    class CapablePasskey extends MadePasskey {
      static getClientCapabilities = async () => ({ userVerifyingPlatformAuthenticator: true });
    }
    vi.stubGlobal('PublicKeyCredential', CapablePasskey);
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { create: async () => new CapablePasskey() },
    });
    sso.on('POST /api/sso/passkeys/registration/options', { body: registrationOptions });
    answerPasskeyMade(sso, registrationOptions.device);
    markSignIn('password');
    renderOffer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Passkey added. Next time, sign in with it.')).toBeVisible();
    const sent = sso.requests.find((request) => request.path === '/api/sso/passkeys/registration');
    expect(JSON.parse(sent?.body ?? '{}').name).toMatch(
      /^Chrome on Android · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
  });

  it('says where to add one when the SSO first wants a code, as after a sign-in that skipped it', async () => {
    browserThatCanMakePasskeys();
    sso.on('POST /api/sso/passkeys/registration/options', {
      status: 403,
      body: {
        error: {
          code: 'recent_second_factor_required',
          message: 'Confirm the second factor to make this change.',
        },
      },
    });
    markSignIn('password');
    renderOffer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a passkey' }));

    expect(
      await screen.findByText(
        'Your account asks for a code from your authenticator app before a passkey is added. Add one in Sign-in and security, which asks for the code first.',
      ),
    ).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });
});
