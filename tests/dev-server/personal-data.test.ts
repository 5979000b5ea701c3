import { describe, expect, it } from 'vitest';
import { ana, bruno, sessionCookie, signedInCookie } from './support';
import { codeStepForEachTest } from './support-code-step';

// "Your data" (LGPD art. 19): what the SSO keeps about the signed-in user, and nobody else's.
// Each test's traffic is also held to docs/openapi.yaml after it runs.

const { run, carlaSecret, startCarla, complete, carlaCode } = codeStepForEachTest();

function personalData(cookie?: string): Promise<Response> {
  return fetch(`${run.url}/api/sso/personal-data`, cookie ? { headers: { cookie } } : {});
}

async function dataOf(cookie: string): Promise<Record<string, unknown>> {
  const response = await personalData(cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('what the SSO keeps about the signed-in user', () => {
  it('is answered only to a session', async () => {
    expect((await personalData()).status).toBe(401);
  });

  it("shows Ana's profile, applications, this session and no second factor", async () => {
    const cookie = await signedInCookie(run.url, ana);
    const data = await dataOf(cookie);
    expect(data).toMatchObject({
      generatedAt: new Date(run.clock).toISOString(),
      profile: { email: ana.email, name: 'Ana Souza', locale: 'pt-BR' },
      passkeys: [],
      companyAccounts: [],
      secondFactor: { authenticator: null, recoveryCodesLeft: 0, trustedDevices: 0 },
    });
    expect(data.applications).toHaveLength(7);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it("holds every event of Ana's activity that is kept, this sign-in first", async () => {
    const cookie = await signedInCookie(run.url, ana);
    const activity = (await dataOf(cookie)).activity as Record<string, unknown>[];
    expect(activity[0]).toMatchObject({ kind: 'sign_in', result: 'signed_in', thisDevice: true });
    // The demo account starts with weeks of it: more than the activity page's 30 days.
    const oldest = Date.parse(String(activity.at(-1)?.at));
    expect(run.clock - oldest).toBeGreaterThan(30 * 24 * 60 * 60 * 1000);
  });

  it("never lists another user's sessions", async () => {
    const anas = await signedInCookie(run.url, ana);
    await signedInCookie(run.url, bruno);
    const data = await dataOf(anas);
    expect(data.profile).toMatchObject({ email: ana.email });
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(bruno.email);
  });

  it("states Carla's authenticator and recovery codes without any secret", async () => {
    const response = await complete(await startCarla(), { code: await carlaCode() });
    expect(response.status).toBe(200);
    const text = JSON.stringify(await dataOf(sessionCookie(response)));
    expect(JSON.parse(text).secondFactor).toEqual({
      authenticator: expect.any(String),
      recoveryCodesLeft: 10,
      trustedDevices: 0,
    });
    expect(text).not.toContain(carlaSecret);
    // Recovery codes look like `mpkvx-5xtsd`; no scrypt hash, nor a field holding a secret.
    // ("password" itself is there: the activity says how each sign-in was made.)
    expect(text).not.toMatch(/[a-z0-9]{5}-[a-z0-9]{5}"/);
    expect(text).not.toMatch(/scrypt|"(secret|hash|salt|passwordHash|key|publicKey)"/i);
  });
});
