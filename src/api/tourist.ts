import type { JsonRequestBody, Schemas, Unchecked } from './contract-types';
import { readJson, type TransportFailure } from './request-failure';
import { sendRequest } from './send-request';
import { serviceClient } from './service-client';

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
  if (typeof body !== 'object' || body === null) return undefined;
  const { tours } = body as Unchecked<Schemas['TourStates']>;
  if (typeof tours !== 'object' || tours === null || Array.isArray(tours)) return undefined;
  const listed = tours as Readonly<Record<string, unknown>>;
  const states = {} as Record<TourName, TourState>;
  for (const name of tourNames) {
    const state = Object.hasOwn(listed, name) ? listed[name] : 'pending';
    if (!isTourState(state)) return undefined;
    states[name] = state;
  }
  return states;
}

function failureOf(response: Response): TransportFailure | 'signed-out' {
  if (response.status === 401) return 'signed-out';
  return response.status >= 500 ? 'unavailable' : 'malformed';
}

/** Which tours the signed-in user has completed or dismissed, on any device. */
export async function fetchTourStates(signal?: AbortSignal): Promise<TourStatesResult> {
  const response = await sendRequest(() => tourist().get('tours', signal ? { signal } : {}), {
    rereadable: true,
  });
  if (typeof response === 'string') return { ok: false, failure: response };
  if (!response.ok) return { ok: false, failure: failureOf(response) };
  const tours = parseTourStates(await readJson(response));
  return tours ? { ok: true, tours } : { ok: false, failure: 'malformed' };
}

export async function recordTourState(
  name: TourName,
  state: FinishedTourState,
): Promise<RecordTourResult> {
  const response = await sendRequest(() =>
    tourist().put(`tours/${encodeURIComponent(name)}`, {
      json: { state } satisfies JsonRequestBody<'recordTourState'>,
    }),
  );
  if (typeof response === 'string') return { ok: false, failure: response };
  return response.ok ? { ok: true } : { ok: false, failure: failureOf(response) };
}
