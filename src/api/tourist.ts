import { call, kindOnly, sessionServiceFailures } from './answer-reader';
import type { JsonRequestBody, Schemas } from './contract-types';
import type { TransportFailure } from './request-failure';
import { serviceClient } from './service-client';
import { isObject } from './sso-responses';

/**
 * The portal's onboarding tours: `welcome` shows the main screen, `card` explains a card.
 * Each must be a tour the contract knows (`TourName`).
 */
export const tourNames = ['welcome', 'card'] as const satisfies readonly Schemas['TourName'][];
export type TourName = (typeof tourNames)[number];

export type TourState = Schemas['TourState'];
/** What a user can record: a tour is never made pending again. */
export type FinishedTourState = JsonRequestBody<'recordTourState'>['state'];
export type TourStates = Readonly<Record<TourName, TourState>>;

export type TourStatesResult =
  | { readonly ok: true; readonly tours: TourStates }
  | { readonly ok: false; readonly failure: TransportFailure | 'signed-out' };

export type RecordTourResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly failure: TransportFailure | 'signed-out' };

// Tours are optional: when the service is slow, the main screen simply starts none.
const requestTimeoutMs = 5_000;

const tourist = serviceClient('tourist', { timeoutMs: requestTimeoutMs, credentials: 'include' });

/** Only for tests: rebuilds the client from the current configuration. */
export const resetTouristClient = tourist.reset;

function isTourState(value: unknown): value is TourState {
  return value === 'pending' || value === 'completed' || value === 'dismissed';
}

/**
 * Reads `{ "tours": { "welcome": "completed", ... } }`. A tour the service does not list is
 * one it has no record of, so it is pending; tours the portal does not know are ignored. A
 * state it cannot read makes the whole answer unusable: no tour should start by mistake.
 */
export function parseTourStates(body: unknown): TourStates | undefined {
  if (!isObject<Schemas['TourStates']>(body)) return undefined;
  const { tours } = body;
  if (!isObject<Readonly<Record<string, unknown>>>(tours)) return undefined;
  const states = {} as Record<TourName, TourState>;
  for (const name of tourNames) {
    const state = Object.hasOwn(tours, name) ? tours[name] : 'pending';
    if (!isTourState(state)) return undefined;
    states[name] = state;
  }
  return states;
}

/** Which tours the signed-in user has completed or dismissed, on any device. */
export function fetchTourStates(signal?: AbortSignal): Promise<TourStatesResult> {
  return call(
    () => tourist().get('tours', signal ? { signal } : {}),
    sessionServiceFailures,
    (body) => {
      const tours = parseTourStates(body);
      return tours ? { tours } : undefined;
    },
    { rereadable: true },
  ).then(kindOnly);
}

export function recordTourState(
  name: TourName,
  state: FinishedTourState,
): Promise<RecordTourResult> {
  return call(
    () =>
      tourist().put(`tours/${encodeURIComponent(name)}`, {
        json: { state } satisfies JsonRequestBody<'recordTourState'>,
      }),
    sessionServiceFailures,
    () => ({}),
  ).then(kindOnly);
}
