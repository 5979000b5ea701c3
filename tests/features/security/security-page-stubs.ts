import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { SecurityPage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { type StubResponse, type StubServer, signedInBody } from '../../support/stub-server';
import {
  type StubbedServices,
  type StubbedServicesOptions,
  stubServices,
} from '../../support/stub-services';

/** Two-step verification as an account has it before setting anything up. */
export const secondFactorOff = {
  required: false,
  authenticator: null,
  recoveryCodesLeft: 0,
  trustedDevices: 0,
  confirmedUntil: null,
};

/** Two-step verification on, with codes left and devices that skip the code. */
export const secondFactorOn = {
  ...secondFactorOff,
  authenticator: { addedAt: '2026-11-20T12:00:00.000Z' },
  recoveryCodesLeft: 8,
  trustedDevices: 2,
};

export const recoveryCodes = [
  'k7m2p-x9q4r',
  'a2b3c-d4e5f',
  'g6h7j-k8m9n',
  'p2q3r-s4t5u',
  'v6w7x-y8z9a',
  'b2c3d-e4f5g',
  'h6j7k-m8n9p',
  'q2r3s-t4u5v',
  'w6x7y-z8a9b',
  'c2d3e-f4g5h',
];

/** The SSO's list of `passkeys` for the user whose WebAuthn handle is `userHandle`. */
export const passkeysOf = (passkeys: readonly object[] = [], userHandle = 'dXNlci0x') => ({
  body: { rpId: 'localhost', userHandle, passkeys },
});

/**
 * The session's proofs as whoami and each re-authentication tell them (contract 1.21.0): the
 * `ways` the broker can prove it again, strongest first, and no recent proof.
 */
export const proofsWith = (ways: readonly string[], recentUntil: string | null = null) => ({
  signedInAt: '2026-11-20T12:00:00.000Z',
  proofs: [{ factor: 'first', method: 'password', at: '2026-11-20T12:00:00.000Z' }],
  reauthenticateWith: ways,
  recentUntil,
});

/** whoami for a broker who proves it again with `ways`, strongest first. */
export const signedInProvingWith = (ways: readonly string[]) => ({
  body: { ...signedInBody, authentication: proofsWith(ways) },
});

/** A re-authentication taken: the proofs now recent. */
export const reauthenticated = (ways: readonly string[]) => ({
  body: proofsWith(ways, '2099-01-01T00:00:00.000Z'),
});

/** A change refused for want of a recent proof, naming the `ways` to give it. */
export const proofRequired = (
  code: 'recent_sign_in_required' | 'recent_second_factor_required',
  ways: readonly string[],
) => ({
  status: 403,
  body: { error: { code, message: 'Prove who you are again.', reauthenticateWith: ways } },
});

export interface SecurityPageAnswers {
  readonly whoami?: StubResponse;
  readonly passkeys?: StubResponse;
  readonly secondFactor?: StubResponse;
  readonly sessions?: StubResponse;
}

/**
 * Answers everything /security asks as it opens, as for an account that has set nothing up:
 * each test file gives the answer of the part it is about, and the page's other parts still
 * render as they would.
 */
export function answerSecurityPage(sso: StubServer, answers: SecurityPageAnswers = {}): void {
  sso.on('GET /api/sso/whoami', answers.whoami ?? { body: signedInBody });
  sso.on('GET /api/sso/passkeys', answers.passkeys ?? passkeysOf());
  sso.on('GET /api/sso/second-factor', answers.secondFactor ?? { body: secondFactorOff });
  sso.on('GET /api/sso/sessions', answers.sessions ?? { body: { sessions: [] } });
}

/**
 * The SSO stubbed for a test file about /security, answering as `answerSecurityPage` does before
 * each test. Call at the top of the file.
 */
export function stubSecurityPage(
  answers: SecurityPageAnswers = {},
  options: StubbedServicesOptions = {},
): StubbedServices {
  compilePagesFirst(SecurityPage);
  const sso = stubServices(['sso'], options);
  beforeEach(() => {
    answerSecurityPage(sso, answers);
  });
  return sso;
}

/** The two-step verification part of the page, in either language. */
export const twoStepSection = () =>
  within(
    screen.getByRole('region', { name: /^(Two-step verification|Verificação em duas etapas)$/ }),
  );

/** What the SSO answers to a passkey's creation options, naming the `device` it reads. */
export const registrationOptions = (device: object) => ({
  publicKey: {
    challenge: 'A'.repeat(43),
    rp: { id: 'localhost', name: 'gofy' },
    user: { id: 'dXNlci0x', name: signedInBody.user.email, displayName: signedInBody.user.name },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    timeout: 300_000,
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  },
  device,
});
