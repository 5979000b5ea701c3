import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CeremonyOutcome,
  CeremonyRequest,
} from '../../../src/features/sign-in/passkey-sign-in-ceremony';
import { afterReactEffects } from '../../support/react-effects';
import { renderPasskeySignIn } from './render-passkey-sign-in';

// The ceremony itself (the SSO's calls and the browser's WebAuthn) is tested against the local
// SSO service in a real browser; here it answers as the test says, to hold the page to what it
// shows for each outcome.
const ceremonies: { request: CeremonyRequest; end: (outcome: CeremonyOutcome) => void }[] = [];
vi.mock('../../../src/features/sign-in/passkey-sign-in-ceremony', () => ({
  passkeySignInCeremony: (request: CeremonyRequest) =>
    new Promise<CeremonyOutcome>((end) => {
      ceremonies.push({ request, end });
    }),
}));

const offline: CeremonyOutcome = { kind: 'not-started', failure: { kind: 'offline' } };
const offlineNote = 'You are offline. Check your connection and try again.';

function renderOffer() {
  const onCompanyRequired = vi.fn();
  return { ...renderPasskeySignIn({ onCompanyRequired }), onCompanyRequired };
}

/** Settles the newest ceremony and lets the page show what follows. */
async function endCeremony(outcome: CeremonyOutcome) {
  const ceremony = ceremonies.at(-1);
  if (!ceremony) throw new Error('no ceremony was started');
  await act(async () => ceremony.end(outcome));
  await act(afterReactEffects);
}

beforeEach(() => {
  ceremonies.length = 0;
  vi.stubGlobal('PublicKeyCredential', {
    isConditionalMediationAvailable: async () => true,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passkeys offered in the email field’s autofill', () => {
  it('say nothing when the SSO cannot be reached, and are offered again once back online', async () => {
    const { onSignedIn } = renderOffer();
    await act(afterReactEffects);
    expect(ceremonies.map(({ request }) => request.mediation)).toEqual(['conditional']);

    await endCeremony(offline);
    // The broker never asked for autofill: the password form says on its own that it is offline.
    expect(screen.getByRole('status')).toHaveTextContent('');

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(ceremonies.map(({ request }) => request.mediation)).toEqual([
      'conditional',
      'conditional',
    ]);
    await endCeremony({ kind: 'signed-in', signedIn: {} as never });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('are offered again when the network comes back while the failing attempt is still ending', async () => {
    renderOffer();
    await act(afterReactEffects);
    // The request has failed, but the attempt has not yet said so when the network returns.
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(ceremonies).toHaveLength(1);
    await endCeremony(offline);
    expect(ceremonies.map(({ request }) => request.mediation)).toEqual([
      'conditional',
      'conditional',
    ]);
  });

  it('try again shortly when the first attempts after the network came back fail, then wait for its next return', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderOffer();
      await act(afterReactEffects);
      await endCeremony(offline);
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(ceremonies).toHaveLength(2);

      // The connection is still settling: the request the return of the network started fails.
      await endCeremony(offline);
      expect(ceremonies).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(ceremonies).toHaveLength(3);
      await endCeremony(offline);
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(ceremonies).toHaveLength(4);

      // Still out of reach: autofill waits for the network's next return, not for a timer.
      await endCeremony(offline);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(ceremonies).toHaveLength(4);
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(ceremonies).toHaveLength(5);
      expect(ceremonies.every(({ request }) => request.mediation === 'conditional')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are offered again after a passkey the SSO refused, with a note, but not after going online meanwhile', async () => {
    renderOffer();
    await act(afterReactEffects);
    await endCeremony({ kind: 'failed', failure: { kind: 'passkey_refused' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your passkey could not be checked. Try again, or sign in with your password.',
    );
    expect(ceremonies).toHaveLength(2);

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(ceremonies).toHaveLength(2);
  });
});

describe('the passkey button', () => {
  it('says so when the SSO cannot be reached, since the broker asked', async () => {
    renderOffer();
    await act(afterReactEffects);
    await endCeremony(offline);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(ceremonies.at(-1)?.request.mediation).toBe('optional');
    await endCeremony(offline);
    expect(screen.getByRole('status')).toHaveTextContent(offlineNote);
    // Autofill, stalled before, tries again alongside the button.
    expect(ceremonies.at(-1)?.request.mediation).toBe('conditional');
  });
});

describe('a passkey that proves one factor only', () => {
  it('goes on to the code step, as a password does, with no note and no new offer', async () => {
    const { onSignedIn, onSecondFactor } = renderOffer();
    await act(afterReactEffects);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    const started = ceremonies.length;
    await endCeremony({ kind: 'failed', failure: { kind: 'second_factor' } });
    expect(onSecondFactor).toHaveBeenCalledOnce();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(ceremonies).toHaveLength(started);
  });
});

describe('a passkey of an account whose brokerage requires its provider', () => {
  it('hands the page that provider, and says why the passkey did not sign in', async () => {
    // The ceremony (mocked here) has the words by the time the SSO's refusal reaches the page.
    await (await import('../../../src/api/answer-words')).answerWordsReady();
    const { onSignedIn, onCompanyRequired } = renderOffer();
    await act(afterReactEffects);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await endCeremony({
      kind: 'failed',
      failure: { kind: 'federation_required', provider: 'microsoft' },
    });
    expect(onCompanyRequired).toHaveBeenCalledExactlyOnceWith('microsoft');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your brokerage uses only company accounts to sign in.',
    );
  });
});
