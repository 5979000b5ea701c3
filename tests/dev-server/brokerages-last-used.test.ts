import { describe, expect, it } from 'vitest';
import {
  carlaWithCode,
  carlaWithoutCode,
  chooseBrokerage,
  mendes,
  parceira,
  signedIn,
} from './brokerage-calls';
import { minute, serviceForEachTest } from './support-service';

// "Last used" on the picker (contract 1.27.0, `Membership.lastUsedAt`): when the account last
// chose each of its brokerages, on the service's clock, in any of its sessions.

const run = serviceForEachTest();

type Membership = { id: string; lastUsedAt: string | null };
const lastUsed = async (cookie: string) =>
  Object.fromEntries(
    ((await signedIn(run.url, cookie)).user.brokerages as Membership[]).map((m) => [
      m.id,
      m.lastUsedAt,
    ]),
  );

describe('when each brokerage was last used', () => {
  it('is null for a brokerage the account never chose', async () => {
    const { cookie } = await carlaWithCode(run);
    expect(await lastUsed(cookie)).toEqual({ [mendes]: null, [parceira]: null });
  });

  it('is the moment of the account’s last choice of it, each brokerage its own', async () => {
    const { cookie } = await carlaWithCode(run);
    const firstChoice = run.clock;
    expect((await chooseBrokerage(run.url, cookie, mendes)).status).toBe(200);
    run.clock += 5 * minute;
    const secondChoice = run.clock;
    expect((await chooseBrokerage(run.url, cookie, parceira)).status).toBe(200);
    expect(await lastUsed(cookie)).toEqual({
      [mendes]: new Date(firstChoice).toISOString(),
      [parceira]: new Date(secondChoice).toISOString(),
    });
  });

  it('belongs to the account: a later session of it sees the earlier session’s choice', async () => {
    const first = await carlaWithCode(run);
    const chosenAt = run.clock;
    expect((await chooseBrokerage(run.url, first.cookie, parceira)).status).toBe(200);
    run.clock += minute;
    const cookie = await carlaWithoutCode(run, first.device);
    expect((await lastUsed(cookie))[parceira]).toBe(new Date(chosenAt).toISOString());
  });

  it('does not move when a choice is refused', async () => {
    const { cookie } = await carlaWithCode(run);
    expect((await chooseBrokerage(run.url, cookie, 'no-such-brokerage')).status).toBe(404);
    expect(await lastUsed(cookie)).toEqual({ [mendes]: null, [parceira]: null });
  });
});
