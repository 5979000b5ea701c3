import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPostalCodesFile } from '../../dev-server/suite-services/postal-codes.js';
import { type RunningService, startService } from './support';

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

function lookUp(code: string, base = service.url): Promise<Response> {
  return fetch(`${base}/api/postal-code/${code}`);
}

const paulista = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

describe('looking up a postal code', () => {
  it('answers the address of eight digits in the CEP service format', async () => {
    const response = await lookUp('01310100');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(paulista);
  });

  it('answers the same address when the CEP is written with its hyphen', async () => {
    expect(await (await lookUp('01310-100')).json()).toEqual(paulista);
  });

  it('answers 404 not_found for a well-formed CEP it does not know', async () => {
    const response = await lookUp('99999-999');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it.each([
    ['too few digits', '0131010'],
    ['too many digits', '013101000'],
    ['letters', '01310-1OO'],
    ['the hyphen in the wrong place', '0131-0100'],
    ['spaces', '01310%20100'],
  ])('answers 400 malformed_postal_code for %s', async (_, code) => {
    const response = await lookUp(code);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('malformed_postal_code');
  });

  it('answers only GET', async () => {
    const response = await fetch(`${service.url}/api/postal-code/01310100`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('waits the configured delay before answering, to imitate a slow service', async () => {
    const slow = await startService({ postalCodeDelayMs: 150 });
    try {
      const started = performance.now();
      expect((await lookUp('01310100', slow.url)).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    } finally {
      await slow.close();
    }
  });
});

describe('the postal code data set', () => {
  const entries = JSON.parse(readFileSync(defaultPostalCodesFile, 'utf8')) as {
    cep: string;
    uf: string;
    ibge: string;
  }[];

  it('holds 20 to 40 distinct postal codes', () => {
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(entries.length).toBeLessThanOrEqual(40);
    expect(new Set(entries.map((entry) => entry.cep)).size).toBe(entries.length);
  });

  it('spreads them over several states', () => {
    expect(new Set(entries.map((entry) => entry.uf)).size).toBeGreaterThanOrEqual(5);
  });

  it('writes every CEP as 00000-000 with a seven-digit IBGE code', () => {
    for (const entry of entries) {
      expect(entry.cep).toMatch(/^\d{5}-\d{3}$/);
      expect(entry.ibge).toMatch(/^\d{7}$/);
    }
  });
});
