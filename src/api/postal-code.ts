import type { Schemas, Unchecked } from './contract-types';
import { readJson, type TransportFailure } from './request-failure';
import { sendRequest } from './send-request';
import { serviceClient } from './service-client';

/** An address as the portal's forms use it, read from a CEP service's answer. */
export interface PostalAddress {
  readonly postalCode: string;
  readonly street: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
}

export type PostalCodeFailure = 'not_found' | 'malformed_code' | TransportFailure;

export type PostalCodeResult =
  | { readonly ok: true; readonly address: PostalAddress }
  | { readonly ok: false; readonly failure: PostalCodeFailure };

// The address can always be typed by hand: after a few seconds, waiting costs more than typing.
const requestTimeoutMs = 5_000;

// Addresses are public: no cookie needs to go along.
const postalCodes = serviceClient('postalCode', {
  timeoutMs: requestTimeoutMs,
  credentials: 'omit',
});

/** Only for tests: rebuilds the client from the current configuration. */
export const resetPostalCodeClient = postalCodes.reset;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Reads an answer in the field names of Brazil's CEP services (ViaCEP's). ViaCEP itself
 * answers an unknown code with 200 and `{"erro": true}`, so that counts as not found too.
 */
export function parsePostalAddress(body: unknown): PostalAddress | 'not_found' | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  // `erro` is ViaCEP's, not the contract's.
  const fields = body as Unchecked<Schemas['PostalAddress'] & { erro: unknown }>;
  if (fields.erro === true || fields.erro === 'true') return 'not_found';
  const postalCode = text(fields.cep);
  const street = text(fields.logradouro);
  const district = text(fields.bairro);
  const city = text(fields.localidade);
  const state = text(fields.uf);
  if (
    postalCode === undefined ||
    street === undefined ||
    district === undefined ||
    city === undefined ||
    state === undefined
  ) {
    return undefined;
  }
  return { postalCode, street, district, city, state };
}

/** Looks up the address of a postal code, given as its digits. */
export async function lookupPostalCode(
  digits: string,
  signal?: AbortSignal,
): Promise<PostalCodeResult> {
  const response = await sendRequest(
    () => postalCodes().get(encodeURIComponent(digits), signal ? { signal } : {}),
    { rereadable: true },
  );
  if (typeof response === 'string') return { ok: false, failure: response };
  if (response.status === 404) return { ok: false, failure: 'not_found' };
  if (response.status === 400) return { ok: false, failure: 'malformed_code' };
  if (response.status >= 500) return { ok: false, failure: 'unavailable' };
  if (!response.ok) return { ok: false, failure: 'malformed' };
  const address = parsePostalAddress(await readJson(response));
  if (address === 'not_found') return { ok: false, failure: 'not_found' };
  return address ? { ok: true, address } : { ok: false, failure: 'malformed' };
}
