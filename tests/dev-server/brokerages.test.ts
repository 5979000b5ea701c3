import { describe, expect, it } from 'vitest';
import { carlaWithCode, chooseBrokerage, mendes, parceira, signedIn } from './brokerage-calls';
import { ana, bruno, signedInCookie } from './support';
import { serviceForEachTest } from './support-service';

// Which brokerages a broker belongs to and which one the session acts for (contract 1.25.0,
// "Brokerages"): whoami reports them, the applications follow the active one, and a brokerage
// the broker does not belong to is answered as one that does not exist. Each test's traffic
// is also held to docs/openapi.yaml.

const run = serviceForEachTest();

const allApps = [
  'pipeline',
  'insured',
  'multiquote',
  'automation',
  'schedule',
  'notifications',
  'education',
];

describe('memberships in whoami', () => {
  it('reports the only membership, masked CNPJ and role, active from the sign-in', async () => {
    const body = await signedIn(run.url, await signedInCookie(run.url, bruno));
    expect(body.user.brokerages).toEqual([
      {
        id: 'souza-seguros',
        name: 'Souza Corretora de Seguros',
        cnpj: '12.***.***/0001-90',
        role: 'broker',
        apps: ['pipeline', 'multiquote', 'education'],
        requires: [],
        lastUsedAt: null,
      },
    ]);
    expect(body.session.activeBrokerageId).toBe('souza-seguros');
    expect(body.user.apps).toEqual(['pipeline', 'multiquote', 'education']);
  });

  it('never sends a CNPJ whole', async () => {
    const { cookie } = await carlaWithCode(run);
    // The session's id is a random UUID, whose hex now and then holds eight digits in a row.
    const text = JSON.stringify(await signedIn(run.url, cookie)).replace(
      /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/g,
      '(an id)',
    );
    expect(text).not.toMatch(/\d{8}/);
    expect(text).toContain('45.***.***/0001-34');
  });

  it('asks a broker of several with no remembered choice to choose, with no applications meanwhile', async () => {
    const { cookie } = await carlaWithCode(run);
    const body = await signedIn(run.url, cookie);
    expect((body.user.brokerages as { id: string }[]).map((b) => b.id)).toEqual([mendes, parceira]);
    expect(body.session.activeBrokerageId).toBeNull();
    expect(body.user.apps).toEqual([]);
  });
});

describe('choosing and switching', () => {
  it('switches without a password, and the applications follow the active brokerage', async () => {
    const { cookie } = await carlaWithCode(run);
    const chosen = await chooseBrokerage(run.url, cookie, mendes);
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { user: { apps: string[] } }).user.apps).toEqual(allApps);
    const switched = await chooseBrokerage(run.url, cookie, parceira);
    expect(switched.status).toBe(200);
    const body = await signedIn(run.url, cookie);
    expect(body.session.activeBrokerageId).toBe(parceira);
    expect(body.user.apps).toEqual(['pipeline', 'insured']);
  });

  it('answers a brokerage the broker is not in exactly as one that does not exist', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const notMine = await chooseBrokerage(run.url, cookie, mendes);
    const none = await chooseBrokerage(run.url, cookie, 'no-such-brokerage');
    expect(notMine.status).toBe(404);
    expect(none.status).toBe(404);
    expect(await notMine.text()).toBe(await none.text());
    expect((await signedIn(run.url, cookie)).session.activeBrokerageId).toBe('souza-seguros');
  });

  it('refuses a body without a brokerage, and a request without a session', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const empty = await chooseBrokerage(run.url, cookie, '');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { fields: unknown } }).error.fields).toEqual([
      { field: 'brokerageId', code: 'required' },
    ]);
    expect((await chooseBrokerage(run.url, '', 'souza-seguros')).status).toBe(401);
  });
});
