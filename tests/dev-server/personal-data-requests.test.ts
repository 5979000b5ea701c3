import { describe, expect, it } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { ana, bruno, signedInCookie } from './support';
import { minute, serviceForEachTest } from './support-service';

// Requests about one's data (LGPD art. 18): a protocol number, a due date within 15 days on
// the service's clock, a message to the encarregado through hermes, and limits.

const run = serviceForEachTest();
const day = 24 * 60 * minute;

type DataRequest = {
  protocol: string;
  kind: string;
  details: string;
  receivedAt: string;
  dueAt: string;
  state: string;
};

function makeRequest(cookie: string | undefined, body: unknown, url = run.url) {
  return fetch(`${url}/api/sso/personal-data/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function requestsOf(cookie: string, url = run.url): Promise<DataRequest[]> {
  const response = await fetch(`${url}/api/sso/personal-data/requests`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { requests: DataRequest[] }).requests;
}

const correction = { kind: 'correction', details: 'Meu nome é Ana Souza Lima.' };

describe('a request about personal data', () => {
  it('gets a protocol number and a due date 15 days later on the clock', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const response = await makeRequest(cookie, correction);
    expect(response.status).toBe(201);
    const made = (await response.json()) as DataRequest;
    expect(made).toMatchObject({ ...correction, state: 'received' });
    expect(made.protocol).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(Date.parse(made.receivedAt)).toBe(run.clock);
    expect(Date.parse(made.dueAt) - Date.parse(made.receivedAt)).toBeLessThanOrEqual(15 * day);
    expect(Date.parse(made.dueAt)).toBeGreaterThan(run.clock);
  });

  it('is listed first, above the earlier demo request, with its state', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const made = (await (await makeRequest(cookie, { kind: 'statement' })).json()) as DataRequest;
    const listed = await requestsOf(cookie);
    expect(listed.map((request) => [request.protocol, request.state])).toEqual([
      [made.protocol, 'received'],
      [expect.any(String), 'answered'],
    ]);
    expect(listed[0]?.details).toBe('');
  });

  it("is listed to its maker alone: Bruno sees none of Ana's", async () => {
    const anas = await signedInCookie(run.url, ana);
    await makeRequest(anas, correction);
    expect(await requestsOf(await signedInCookie(run.url, bruno))).toEqual([]);
  });

  it('is handed to the encarregado through hermes, in the deployment language', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const made = (await (await makeRequest(cookie, correction)).json()) as DataRequest;
    const message = run.service.service.outbox.latest(
      'encarregado@gofy.example',
      'personal-data-request',
    );
    expect(message).toMatchObject({
      locale: 'pt-BR',
      variables: {
        protocol: made.protocol,
        kind: 'correction',
        details: correction.details,
        dueAt: made.dueAt,
        accountEmail: ana.email,
        accountName: 'Ana Souza',
      },
    });
  });

  it('asks for a session and a known kind', async () => {
    expect((await makeRequest(undefined, correction)).status).toBe(401);
    const cookie = await signedInCookie(run.url, ana);
    const wrongKind = await makeRequest(cookie, { kind: 'everything' });
    expect(wrongKind.status).toBe(400);
    const tooLong = await makeRequest(cookie, { kind: 'correction', details: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(await requestsOf(cookie)).toHaveLength(1);
  });
});

describe('protocol numbers', () => {
  const many = serviceForEachTest({
    personalDataRequestLimit: { perAccount: 100, perAddress: 100 },
  } satisfies SsoServiceOptions);

  it('are never given twice', async () => {
    const cookie = await signedInCookie(many.url, ana);
    const protocols = new Set<string>();
    for (let index = 0; index < 60; index += 1) {
      const made = (await (await makeRequest(cookie, correction, many.url)).json()) as DataRequest;
      protocols.add(made.protocol);
    }
    expect(protocols.size).toBe(60);
  });
});

describe('the limits on requests', () => {
  it('refuses a fourth request from one account in a day, and sends nothing for it', async () => {
    const cookie = await signedInCookie(run.url, ana);
    for (let index = 0; index < 3; index += 1) {
      expect((await makeRequest(cookie, correction)).status).toBe(201);
    }
    const refused = await makeRequest(cookie, correction);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const sent = run.service.service.outbox.messages.filter(
      (message) => message.template === 'personal-data-request',
    );
    expect(sent).toHaveLength(3);
    run.clock += day;
    const nextDay = await signedInCookie(run.url, ana);
    expect((await makeRequest(nextDay, correction)).status).toBe(201);
  });

  it("leaves another account's share alone", async () => {
    const anas = await signedInCookie(run.url, ana);
    for (let index = 0; index < 4; index += 1) await makeRequest(anas, correction);
    expect((await makeRequest(await signedInCookie(run.url, bruno), correction)).status).toBe(201);
  });
});

describe('the encarregado named by the deployment', () => {
  const elsewhere = serviceForEachTest({
    encarregado: { email: 'dpo@corretora.example', locale: 'en' },
  } satisfies SsoServiceOptions);

  it('gets the message, in its language', async () => {
    const cookie = await signedInCookie(elsewhere.url, ana);
    await makeRequest(cookie, { kind: 'deletion' }, elsewhere.url);
    const message = elsewhere.service.service.outbox.latest(
      'dpo@corretora.example',
      'personal-data-request',
    );
    expect(message).toMatchObject({ locale: 'en', variables: { kind: 'deletion' } });
  });
});
