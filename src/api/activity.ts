import type { CallFailure, FailureTable, Result } from './answer-reader';
import { call, callFailures } from './answer-reader';
import type { Schemas } from './contract-types';
import { parseDateTime } from './server-clock';
import { ssoClient } from './sso-calls';
import { isObject, readDevice, readEach } from './sso-responses';

/**
 * The signed-in user's recent activity over the SSO contract (docs/openapi.yaml, tag
 * `activity`, since 1.23.0): the events of the last 30 days, and "This wasn't me".
 */

type EventSchema = Schemas['ActivityEvent'];

/**
 * The contract's `ActivityEvent`, its time as the SSO wrote it: an event happened at that
 * instant, which the page shows in the reader's time zone.
 */
export type ActivityEvent = Omit<EventSchema, 'at'> & { readonly at: Date };

export type ActivityFailure =
  | { readonly kind: 'unauthenticated' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'not_a_sign_in' }
  | CallFailure;

export type ActivityResult<Value> = Result<Value, ActivityFailure>;

const failures: FailureTable<ActivityFailure> = {
  ...callFailures,
  401: { kind: 'unauthenticated' },
  404: { kind: 'not_found' },
  409: { codes: { not_a_sign_in: { kind: 'not_a_sign_in' } } },
};

/** Every kind of event the contract names, in its order. */
export const activityEventKinds: readonly EventSchema['kind'][] = [
  'sign_in',
  'password_changed',
  'password_reset',
  'second_factor_on',
  'second_factor_off',
  'recovery_codes_new',
  'passkey_added',
  'passkey_removed',
  'company_account_linked',
  'company_account_unlinked',
  'sessions_ended',
  'reported_not_me',
];
const results: readonly NonNullable<EventSchema['result']>[] = ['signed_in', 'refused', 'locked'];
const methods: readonly NonNullable<EventSchema['method']>[] = [
  'password',
  'password_and_code',
  'passkey',
  'passkey_and_code',
  'company',
  'company_and_code',
];

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/**
 * Reads one event; an event of a kind this portal does not know (a newer SSO's) is left out
 * by the caller rather than making the list unreadable.
 */
function readEvent(value: unknown): ActivityEvent | null | undefined {
  if (!isObject<EventSchema>(value)) return undefined;
  const { id, kind, result, method, provider, address, thisDevice, reported } = value;
  const device = readDevice(value);
  const at = parseDateTime(value.at);
  if (typeof id !== 'string' || !device || !at || typeof address !== 'string') return undefined;
  if (typeof thisDevice !== 'boolean' || typeof reported !== 'boolean') return undefined;
  if (!oneOf(activityEventKinds, kind)) return null;
  if (result !== undefined && !oneOf(results, result)) return null;
  if (method !== undefined && !oneOf(methods, method)) return null;
  if (provider !== undefined && typeof provider !== 'string') return undefined;
  return {
    id,
    at,
    kind,
    ...(result ? { result } : {}),
    ...(method ? { method } : {}),
    ...(provider ? { provider } : {}),
    ...device,
    address,
    thisDevice,
    reported,
  };
}

/** The last 30 days, newest first. */
export function listActivity(): Promise<ActivityResult<{ events: readonly ActivityEvent[] }>> {
  return call(
    () => ssoClient().get('activity'),
    failures,
    (body) => {
      const list = isObject<Schemas['ActivityList']>(body) ? body.events : undefined;
      const events = readEach(list, readEvent);
      return events && { events: events.filter((event) => event !== null) };
    },
    { rereadable: true },
  );
}

/**
 * "This wasn't me": the SSO ends every other session and asks for a new password next. The
 * answer is the event as it now stands (reported) and how many sessions ended.
 */
export function reportNotMe(
  eventId: string,
): Promise<ActivityResult<{ event: ActivityEvent; endedSessions: number }>> {
  return call(
    () => ssoClient().post(`activity/${encodeURIComponent(eventId)}/not-me`),
    failures,
    (body) => {
      if (!isObject<Schemas['NotMeReport']>(body)) return undefined;
      const event = readEvent(body.event);
      const { endedSessions } = body;
      if (!event || typeof endedSessions !== 'number' || endedSessions < 0) return undefined;
      return { event, endedSessions };
    },
  );
}
