import { describe, expect, it } from 'vitest';
import {
  authenticatorCode,
  demoAuthenticatorSecret,
  readmeRecoveryCodes,
} from '../support/authenticator-app';
import { type CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import { linkCompanyAccount } from './company-links';
import { setUpFederation } from './federation-support';
import { carla, login } from './support';

// Guessing the portal's code from sessions that never gave it (contract: `confirmSecondFactor`,
// "Wrong codes"). Carla's Microsoft account reports a second factor of its own (`amr: mfa`), so
// a company sign-in gives her a session without her code; a browser that drops the device
// cookie is a new browser each time. When wrong codes at confirmation were counted per
// browser, twenty such sign-ins gave a hundred guesses. Counted for the account, they give
// what one session gives.

// The ceiling is twenty here, not the hundred a deployment keeps: reaching it takes a company
// sign-in per five codes, and twenty sign-ins through a real provider are more than a test's
// time on a loaded machine. What is under test is where the codes are counted, not how many.
const ceiling = 20;
const federation = setUpFederation({ secondFactorLockout: { ceiling } });
const carlaSecret = demoAuthenticatorSecret(carla.email);
const wrongCode = { code: '000000' };
type Json = Record<string, unknown>;

/** A session of Carla's from a company sign-in, in a browser with no device cookie. */
async function companySession(): Promise<CompanyBrowser> {
  const browser = federation.newBrowser();
  const back = await companySignIn(browser, 'microsoft', { email: carla.email });
  expect(portalDestination(back)).toBe('/');
  return browser;
}

function confirm(browser: CompanyBrowser, body: Json): Promise<Response> {
  return browser.request('/api/sso/second-factor/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function errorOf(response: Response): Promise<Json> {
  return ((await response.json()) as { error: Json }).error;
}

/** Carla's company account, linked once with her password and code. */
async function linkCarla(): Promise<void> {
  await linkCompanyAccount(federation, 'microsoft', carla);
  federation.advance(30_000); // the code of that sign-in is spent
}

describe('wrong codes confirming the second factor in many sessions', () => {
  it('lock after five in all, one per session, and keep the right code out', async () => {
    await linkCarla();
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const wrong = await confirm(await companySession(), wrongCode);
      expect(await errorOf(wrong)).toMatchObject({ code: 'invalid_code', attemptsLeft });
    }
    const fifth = await confirm(await companySession(), wrongCode);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('900');

    const right = { code: await authenticatorCode(carlaSecret, federation.now()) };
    const refused = await confirm(await companySession(), right);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('too_many_codes');
    // The lock is the account's: the code step of a sign-in waits for it as well.
    expect((await errorOf(await login(federation.sso.url, carla))).code).toBe('codes_locked');
  });

  it('reach the ceiling after its number in all over as many sessions, then take only a recovery code', async () => {
    await linkCarla();
    let wrongCodes = 0;
    let answer: Response | undefined;
    for (let session = 0; session < ceiling && answer?.status !== 423; session += 1) {
      const browser = await companySession();
      do {
        answer = await confirm(browser, wrongCode);
        wrongCodes += 1;
      } while (answer.status === 401);
      if (answer.status === 429)
        federation.advance(Number(answer.headers.get('retry-after')) * 1000);
    }
    expect(answer?.status).toBe(423);
    expect(wrongCodes).toBe(ceiling);

    const browser = await companySession();
    const right = await confirm(browser, {
      code: await authenticatorCode(carlaSecret, federation.now()),
    });
    expect((await errorOf(right)).code).toBe('codes_blocked');
    const [recoveryCode] = readmeRecoveryCodes();
    expect((await confirm(browser, { recoveryCode })).status).toBe(204);
  });
});
