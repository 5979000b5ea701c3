import type { FailureTable } from './answer-reader';
import { call } from './answer-reader';
import type { Schemas } from './contract-types';
import type { TransportFailure } from './request-failure';
import { serviceClient } from './service-client';
import { isObject } from './sso-responses';

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
  // `erro` is ViaCEP's, not the contract's.
  if (!isObject<Schemas['PostalAddress'] & { erro: unknown }>(body)) return undefined;
  if (body.erro === true || body.erro === 'true') return 'not_found';
  const postalCode = text(body.cep);
  const street = text(body.logradouro);
  const district = text(body.bairro);
  const city = text(body.localidade);
  const state = text(body.uf);
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

const failures: FailureTable<{ readonly kind: 'not_found' | 'malformed_code' }> = {
  400: { kind: 'malformed_code' },
  404: { kind: 'not_found' },
};

/** Looks up the address of a postal code, given as its digits. */
export async function lookupPostalCode(
  digits: string,
  signal?: AbortSignal,
): Promise<PostalCodeResult> {
  const result = await call(
    () => postalCodes().get(encodeURIComponent(digits), signal ? { signal } : {}),
    failures,
    (body) => {
      const address = parsePostalAddress(body);
      return address ? { address } : undefined;
    },
    { rereadable: true },
  );
  if (!result.ok) return { ok: false, failure: result.failure.kind };
  const { address } = result;
  return address === 'not_found' ? { ok: false, failure: address } : { ok: true, address };
}
