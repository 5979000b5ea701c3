import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pauseAfterRefusals } from '../../../src/features/sign-in/autofill-refusals';
import { type ManualClock, manualClock } from '../../session/manual-clock';
import { type NetworkWatch, watchNetwork } from '../../support/network-quiet';
import { signedInBody } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';
import { renderPasskeySignIn } from './render-passkey-sign-in';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// The whole ceremony runs, against a stub SSO over HTTP; only the browser's WebAuthn is faked,
// as jsdom has none: an authenticator that refuses the email field's autofill request the
// moment it is made, as some password managers do, while its dialog (the button) works.
const sso = stubServices(['sso']);

const minute = 60_000;
const day = 24 * 60 * minute;
// The SSO's attempt lasts five minutes; autofill renews it 30 s before.
const attemptMs = 5 * minute;
const signInOptions = {
  attemptId: 'attempt-of-the-stub-sso-1',
  publicKey: {
    challenge: 'A'.repeat(43),
    rpId: 'localhost',
    userVerification: 'required',
    timeout: attemptMs,
    allowCredentials: [],
  },
};

let clock: ManualClock;
let network: NetworkWatch;
/** When, on the page's clock, each request for sign-in options reached the SSO. */
let asked: number[];

/** How the browser answers autofill (conditional) requests from now on. */
let autofillAnswer: 'refuse at once' | 'wait';
/** Autofill requests the browser is holding, waiting for a person. */
const waiting: { refuse: () => void }[] = [];
let refusedAtOnce: number;
const get = vi.fn();

class FakePublicKeyCredential {
  static isConditionalMediationAvailable = async () => true;
  readonly id = 'cGstcGhvbmU';
  toJSON() {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
  }
}

function notAllowed() {
  return new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
}

// An authenticator that never stops refusing would have a page that does not back off ask the
// SSO without end and this file never finish: past this many, it waits instead.
const refusalsAtMost = 20;

function answer(options: CredentialRequestOptions) {
  if (options.mediation !== 'conditional') return Promise.resolve(new FakePublicKeyCredential());
  if (autofillAnswer === 'refuse at once' && refusedAtOnce < refusalsAtMost) {
    refusedAtOnce += 1;
    return Promise.reject(notAllowed());
  }
  return new Promise((_, fail) => {
    const held = { refuse: () => fail(notAllowed()) };
    waiting.push(held);
    options.signal?.addEventListener('abort', () => {
      waiting.splice(waiting.indexOf(held), 1);
      fail(new DOMException('Aborted.', 'AbortError'));
    });
  });
}

beforeEach(() => {
  clock = manualClock();
  network = watchNetwork();
  asked = [];
  autofillAnswer = 'refuse at once';
  waiting.length = 0;
  refusedAtOnce = 0;
  get.mockReset().mockImplementation(answer);
  vi.stubGlobal('PublicKeyCredential', FakePublicKeyCredential);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
  sso.on('POST /api/sso/passkeys/sign-in/options', () => {
    asked.push(clock.now());
    return { body: signInOptions };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { credentials?: unknown }).credentials;
});

function renderOffer() {
  const { onSignedIn } = renderPasskeySignIn({ clock });
  return { onSignedIn };
}

/** Moves the page's clock on by `ms`, and lets the page finish whatever that started. */
async function pass(ms: number) {
  act(() => clock.advance(ms));
  await network.settled();
}

/** Moves the page's clock on by `ms` a tenth of a second at a time, as time passes for a page. */
async function passGradually(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) await pass(100);
}

/** The pauses between the page's requests for sign-in options. */
const pauses = () => asked.slice(1).map((time, index) => time - (asked[index] ?? 0));

/** Opens the page and lets the browser refuse autofill until the page gives up. */
async function untilAutofillGivesUp() {
  const page = renderOffer();
  await network.settled();
  await passGradually(minute);
  expect(asked).toHaveLength(4);
  return page;
}

describe('passkey autofill refused by the browser at once', () => {
  it('is asked for again a few times in the first minute at most, each pause longer than the last', async () => {
    renderOffer();
    await network.settled();
    await passGradually(minute);

    // The page asked 1,754 times in 10 seconds when it asked again at once.
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.length).toBeLessThanOrEqual(4);
    const [first = 0, ...later] = pauses();
    expect(first).toBeGreaterThanOrEqual(1_000);
    later.reduce((before, pause) => {
      expect(pause).toBeGreaterThan(before);
      return pause;
    }, first);
  });

  it('is given up for the page’s lifetime after four refusals, without a word', async () => {
    await untilAutofillGivesUp();

    // Nothing is left that could ask again: no timer set, no request on its way…
    expect(clock.pending).toBe(0);
    // …and however long the page stays, or the network comes and goes, none is made.
    for (let passed = 0; passed < day; passed += 10 * minute) await pass(10 * minute);
    await act(async () => window.dispatchEvent(new Event('online')));
    await network.settled();
    expect(asked).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('leaves the passkey button working once given up', async () => {
    sso.on('POST /api/sso/passkeys/sign-in', { body: signedInBody });
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    const { onSignedIn } = await untilAutofillGivesUp();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    // The code that sends the assertion is fetched once the button is pressed: no request
    // the network watch could wait for is on its way until it has come.
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    await network.settled();
    expect(get.mock.lastCall?.[0]).toMatchObject({ mediation: 'optional' });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('is not brought back by a passkey dialog the broker closed once given up', async () => {
    await untilAutofillGivesUp();
    get.mockImplementation(() => Promise.reject(notAllowed()));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await network.settled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'No passkey was used. You can sign in with your password.',
    );
    expect(asked).toHaveLength(5);
    expect(get.mock.calls.map(([options]) => options.mediation).slice(-2)).toEqual([
      'conditional',
      'optional',
    ]);
    await passGradually(minute);
    expect(asked).toHaveLength(5);
  });

  it('counts neither the renewal before the SSO’s attempt expires nor a refusal after a long wait', async () => {
    renderOffer();
    await network.settled();
    expect(asked).toHaveLength(1);
    // The browser waits, as for a person, from the second request on.
    autofillAnswer = 'wait';
    await passGradually(pauseAfterRefusals(1) ?? 0);
    expect(asked).toHaveLength(2);

    // Renewed before the SSO's attempt expires: a new one at once, no pause.
    await pass(attemptMs - 30_000);
    expect(asked).toHaveLength(3);
    // Refused a minute after the browser was asked: a person, offered passkeys again at once.
    await pass(minute);
    act(() => waiting[0]?.refuse());
    await network.settled();
    expect(asked).toHaveLength(4);

    // Refused the moment it was asked: the second refusal, followed by the second pause, not
    // by the first again nor by a give-up.
    act(() => waiting[0]?.refuse());
    await network.settled();
    expect(asked).toHaveLength(4);
    await passGradually(pauseAfterRefusals(2) ?? 0);
    expect(asked).toHaveLength(5);
    expect(pauses().at(-1)).toBe(pauseAfterRefusals(2));
  });
});

describe('a client address past its share of passkey sign-ins', () => {
  it('is told how long to wait when the broker presses the button, and autofill says nothing', async () => {
    sso.on('POST /api/sso/passkeys/sign-in/options', {
      status: 429,
      headers: { 'Retry-After': '90' },
      body: { error: { code: 'too_many_attempts', message: 'Too many.', retryAfter: 90 } },
    });
    renderOffer();
    await network.settled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await network.settled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Too many sign-in attempts. You can try again in 2 minutes.',
    );
  });
});
