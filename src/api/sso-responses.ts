/**
 * Run-time checks of what the SSO API answers (docs/openapi.yaml), and the checks every call
 * of the suite's services makes of a body (`isObject`, `readEach`, the error envelope, which
 * the tours and the unread count share). The portal never trusts a body's shape: a missing
 * field must not become a wrong "signed in". The shapes they produce are the contract's
 * generated types, so a change of the contract that the checks do not follow fails to compile.
 */

import { type Membership, readMembership } from './brokerage-memberships';
import type { Schemas, Unchecked } from './contract-types';
import { parseDateTime, type ReadDate } from './server-clock';

/** An object whose members may be read by the names `T` gives them; nothing checked yet. */
export function isObject<T>(value: unknown): value is Unchecked<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Reads every item of a list with `read`; one it cannot read makes the whole list unreadable. */
export function readEach<Item>(
  list: unknown,
  read: (item: unknown) => Item | undefined,
): Item[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const items: Item[] = [];
  for (const value of list) {
    const item = read(value);
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}

type ErrorMembers = Schemas['Error']['error'];
type RetryLaterMembers = Schemas['RetryLaterError']['error'];
type InvalidRequestMembers = Schemas['InvalidRequestError']['error'];
type InvalidCredentialsMembers = Schemas['InvalidCredentialsError']['error'];
type FederationRequiredMembers = Schemas['FederationRequiredError']['error'];
type RecentProofMembers = Schemas['RecentProofRequiredError']['error'];
type FieldProblemMembers = InvalidRequestMembers['fields'][number];
/** Every member an error envelope may have, whichever error it is. */
type AnyErrorMembers = ErrorMembers &
  Pick<RetryLaterMembers, 'retryAfter'> &
  Pick<InvalidRequestMembers, 'fields'> &
  Pick<InvalidCredentialsMembers, 'attemptsLeft'> &
  Pick<FederationRequiredMembers, 'provider'> &
  Pick<RecentProofMembers, 'reauthenticateWith'>;

/**
 * A field the service refused, with why (`required`, `invalid`, `too_short`, ...). Both are
 * left open as text: a newer service may add fields and reasons, which pages word generically.
 */
export type FieldProblem = { readonly [Key in keyof FieldProblemMembers]: string };

/** What the portal reads of the contract's error envelope (`Error`, `RetryLaterError`, ...). */
export type SsoErrorBody = Pick<ErrorMembers, 'code'> &
  Partial<Pick<RetryLaterMembers, 'retryAfter'>> &
  Partial<Pick<InvalidCredentialsMembers, 'attemptsLeft'>> &
  Partial<Pick<FederationRequiredMembers, 'provider'>> & {
    readonly fields?: readonly FieldProblem[];
    /** The ways a "prove it again" refusal names, strongest first; left open as text. */
    readonly reauthenticateWith?: readonly string[];
  };

// As the contract writes a provider's id (`FederationProviderId`): it goes into a path.
const providerIdPattern = /^[a-z][a-z0-9-]{0,31}$/;

/** A company provider's id, as the SSO names one; anything else is not one. */
export function isProviderId(value: unknown): value is string {
  return typeof value === 'string' && providerIdPattern.test(value);
}

export function parseErrorBody(body: unknown): SsoErrorBody | undefined {
  if (
    !isObject<Schemas['Error']>(body) ||
    !isObject<AnyErrorMembers>(body.error) ||
    !nonEmptyString(body.error.code)
  ) {
    return undefined;
  }
  const { code, retryAfter, fields, attemptsLeft, provider, reauthenticateWith } = body.error;
  const parsed: { -readonly [K in keyof SsoErrorBody]: SsoErrorBody[K] } = { code };
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0) {
    parsed.retryAfter = retryAfter;
  }
  // An SSO older than 1.9.0 does not count: the page then says nothing of attempts.
  if (typeof attemptsLeft === 'number' && Number.isInteger(attemptsLeft) && attemptsLeft >= 1) {
    parsed.attemptsLeft = attemptsLeft;
  }
  // The company provider a refusal sends the broker to (`federation_required`, since 1.16.0).
  if (isProviderId(provider)) parsed.provider = provider;
  // The ways to prove it again (`RecentProofRequiredError`, since 1.21.0).
  if (Array.isArray(reauthenticateWith)) {
    parsed.reauthenticateWith = reauthenticateWith.filter(nonEmptyString);
  }
  if (Array.isArray(fields)) {
    parsed.fields = fields.filter(
      (f): f is FieldProblem =>
        isObject<FieldProblemMembers>(f) && nonEmptyString(f.field) && nonEmptyString(f.code),
    );
  }
  return parsed;
}

/**
 * The signed-in user as the contract's `User`. `apps` is left open: a newer SSO may list an
 * application this portal does not know yet, and the main screen shows only those it knows.
 */
export type SsoUser = Omit<Schemas['User'], 'apps' | 'brokerages'> & {
  readonly apps: readonly string[];
  /** The broker's brokerages (since 1.25.0); absent for an account of none. */
  readonly brokerages?: readonly Membership[];
};

/**
 * The contract's `Session`, its times read into Dates. `id` is a public identifier of the
 * session (not its secret), used to aim a deferred logout. The calls hand the times on as this
 * device's clock will read those moments (`readSignedIn` in `sso-calls.ts`).
 * `absoluteExpiresAt` is missing when an SSO older than 1.15.0 does not say: the session is
 * then taken to be extendable.
 */
export type SsoSession = Omit<Schemas['Session'], 'expiresAt' | 'absoluteExpiresAt'> & {
  readonly expiresAt: Date;
  readonly absoluteExpiresAt?: Date;
};

export type SignedIn = Omit<Schemas['SignedIn'], 'user' | 'session'> & {
  readonly user: SsoUser;
  readonly session: SsoSession;
};

/**
 * A signed-in answer. Its times are read by `readDate`: as written, on the server's clock,
 * unless the caller passes the answer's `dateReader`.
 */
export function parseSignedIn(
  body: unknown,
  readDate: ReadDate = parseDateTime,
): SignedIn | undefined {
  if (
    !isObject<Schemas['SignedIn']>(body) ||
    !isObject<Schemas['User']>(body.user) ||
    !isObject<Schemas['Session']>(body.session)
  ) {
    return undefined;
  }
  const { id, email, name, apps, requiredProvider, brokerages } = body.user;
  if (!nonEmptyString(id) || !nonEmptyString(email) || typeof name !== 'string') return undefined;
  if (!Array.isArray(apps) || !apps.every((app) => typeof app === 'string')) return undefined;
  // A list the page cannot read is no answer: its switcher would offer what is not there.
  const memberships = brokerages === undefined ? undefined : readEach(brokerages, readMembership);
  if (brokerages !== undefined && memberships === undefined) return undefined;

  const {
    id: sessionId,
    expiresAt,
    absoluteExpiresAt,
    remembered,
    activeBrokerageId,
  } = body.session;
  const expiry = readDate(expiresAt);
  if (!nonEmptyString(sessionId) || !expiry) return undefined;
  const absoluteEnd = readDate(absoluteExpiresAt);

  return {
    user: {
      id,
      email,
      name,
      apps: [...apps],
      // Its brokerage signs in with this provider only, and may add no passkey (since 1.19.0).
      ...(isProviderId(requiredProvider) ? { requiredProvider } : {}),
      ...(memberships ? { brokerages: memberships } : {}),
    },
    session: {
      id: sessionId,
      expiresAt: expiry,
      ...(absoluteEnd ? { absoluteExpiresAt: absoluteEnd } : {}),
      // An SSO older than 1.8.0 does not say; a confirmation then asks for the shorter session.
      remembered: remembered === true,
      // The brokerage the session acts for, or null while the broker must choose (1.25.0).
      ...(typeof activeBrokerageId === 'string' || activeBrokerageId === null
        ? { activeBrokerageId }
        : {}),
    },
  };
}

/** A new authenticator's secret, as an account sets one up (a sign-in's, or the security page's). */
export function readAuthenticatorSetup(
  body: unknown,
): { readonly setup: Schemas['AuthenticatorSetup'] } | undefined {
  if (!isObject<Schemas['AuthenticatorSetup']>(body)) return undefined;
  const { secret, otpauthUri } = body;
  if (typeof secret !== 'string' || typeof otpauthUri !== 'string') return undefined;
  return { setup: { secret, otpauthUri } };
}

/** The contract's `Device`: a device as the SSO read it from a request's `User-Agent`. */
export type Device = Schemas['Device'];

const deviceTypes = ['computer', 'phone', 'tablet'] as const;

/** Reads a `Device`, or the device part of a `DeviceSession`. */
export function readDevice(value: unknown): Device | undefined {
  if (!isObject<Device>(value)) return undefined;
  const { browser, os, deviceType } = value;
  if (typeof browser !== 'string' || typeof os !== 'string') return undefined;
  // A newer SSO may name a kind of device this portal does not know: it reads as unknown.
  const type = deviceTypes.find((kind) => kind === deviceType) ?? 'unknown';
  return { browser, os, deviceType: type };
}
