import { describe, expect, it } from 'vitest';
import {
  carlaCode,
  carlaWithCode,
  carlaWithoutCode,
  chooseBrokerage,
  mendes,
  parceira,
  signedIn,
} from './brokerage-calls';
import { reauthenticateWithCode } from './reauthentication-calls';
import { serviceForEachTest } from './support-service';

// A brokerage that requires the second factor (contract 1.25.0, `chooseBrokerage`): a session
// that has not proved the code is told what is missing and keeps its brokerage; the last
// brokerage used is remembered per account for the next sign-in.

const run = serviceForEachTest();

describe('a brokerage that requires the code', () => {
  it('is refused, naming the code, until the session proves it; then allowed', async () => {
    const { device } = await carlaWithCode(run);
    const cookie = await carlaWithoutCode(run, device);
    expect((await chooseBrokerage(run.url, cookie, mendes)).status).toBe(200);
    const refused = await chooseBrokerage(run.url, cookie, parceira);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'brokerage_proof_required', requires: ['code'] },
    });
    expect((await signedIn(run.url, cookie)).session.activeBrokerageId).toBe(mendes);
    const proved = await reauthenticateWithCode(run.url, cookie, { code: await carlaCode(run) });
    expect(proved.status).toBe(200);
    expect((await chooseBrokerage(run.url, cookie, parceira)).status).toBe(200);
    expect((await signedIn(run.url, cookie)).session.activeBrokerageId).toBe(parceira);
  });
});

describe('the last brokerage used', () => {
  it('is active at the next sign-in', async () => {
    const first = await carlaWithCode(run);
    expect((await chooseBrokerage(run.url, first.cookie, parceira)).status).toBe(200);
    // Another browser: a sign-in with the code, so the remembered brokerage's rule is met.
    const next = await carlaWithCode(run);
    const body = await signedIn(run.url, next.cookie);
    expect(body.session.activeBrokerageId).toBe(parceira);
    expect(body.user.apps).toEqual(['pipeline', 'insured']);
  });

  it('is not made active for a sign-in that has not proved what it requires', async () => {
    const first = await carlaWithCode(run);
    expect((await chooseBrokerage(run.url, first.cookie, parceira)).status).toBe(200);
    const cookie = await carlaWithoutCode(run, first.device);
    expect((await signedIn(run.url, cookie)).session.activeBrokerageId).toBeNull();
  });
});
