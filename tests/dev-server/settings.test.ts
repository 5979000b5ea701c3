import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSsoService } from '../../dev-server/app.js';
import { readSettings } from '../../dev-server/settings/settings.js';
import { usage } from '../../dev-server/settings/settings-usage.js';

describe('reading settings', () => {
  it('listens on 127.0.0.1:4000 by default', () => {
    const settings = readSettings([], {});
    expect(settings.port).toBe(4000);
    expect(settings.host).toBe('127.0.0.1');
  });

  it('prefers --port to SSO_SERVICE_PORT', () => {
    expect(readSettings(['--port', '4555'], { SSO_SERVICE_PORT: '4444' }).port).toBe(4555);
    expect(readSettings([], { SSO_SERVICE_PORT: '4444' }).port).toBe(4444);
  });

  it('resolves the --static directory from the working directory', () => {
    expect(readSettings(['--static', 'build'], {}).options.staticDir).toBe(resolve('build'));
  });

  it('reads every service knob from the environment', () => {
    const { options } = readSettings([], {
      SSO_USERS_FILE: 'users.json',
      SSO_SESSION_TTL_SECONDS: '5',
      SSO_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      SSO_COOKIE_SECURE: '1',
      POSTAL_CODE_DELAY_MS: '800',
      SSO_LOGIN_RATE_LIMIT: '3',
      SSO_LOGIN_RATE_WINDOW_SECONDS: '30',
      SSO_LOCKOUT_THRESHOLD: '4',
      SSO_LOCKOUT_SECONDS: '120',
    });
    expect(options).toEqual({
      usersFile: resolve('users.json'),
      sessionTtlSeconds: 5,
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      cookieSecure: true,
      postalCodeDelayMs: 800,
      loginRateLimit: { maxAttempts: 3, windowSeconds: 30 },
      lockout: { threshold: 4, lockSeconds: 120 },
    });
  });

  it('reads how slow or broken the tours and notifications services should be', () => {
    const { options } = readSettings([], {
      NOTIFICATIONS_DELAY_MS: '2500',
      NOTIFICATIONS_FAIL: '0',
      TOURIST_FAIL: '1',
      TOURIST_INITIAL_STATE: 'dismissed',
    });
    expect(options.notifications).toEqual({ delayMs: 2500, failing: false });
    expect(options.tourist).toEqual({ failing: true, initialState: 'dismissed' });
  });

  it('reads where reset links point and how long they work', () => {
    const { options } = readSettings([], {
      SSO_PORTAL_URL: 'https://portal.qa.gofy.example/',
      SSO_RESET_TOKEN_TTL_SECONDS: '600',
    });
    expect(options.portalUrl).toBe('https://portal.qa.gofy.example');
    expect(options.resetTokenTtlSeconds).toBe(600);
  });

  it.each([
    ['a tour state the tourist service does not have', 'TOURIST_INITIAL_STATE', 'done'],
    [
      'a portal URL with a path, which reset links would not keep',
      'SSO_PORTAL_URL',
      'https://portal.example/app',
    ],
    ['an allowed origin with a path', 'SSO_ALLOWED_ORIGINS', 'https://a.example/app'],
  ])('refuses %s', (_what, variable, value) => {
    expect(() => readSettings([], { [variable]: value })).toThrow(variable);
  });

  it("reads passkeys' relying party, and refuses an origin that is not one", () => {
    const { options } = readSettings([], {
      SSO_PASSKEY_RP_ID: 'gofy.example',
      SSO_PASSKEY_ORIGINS: 'https://portal.gofy.example, https://app.gofy.example',
    });
    expect(options.passkeys).toEqual({
      rpId: 'gofy.example',
      origins: ['https://portal.gofy.example', 'https://app.gofy.example'],
    });
    expect(() => readSettings([], { SSO_PASSKEY_ORIGINS: 'portal.gofy.example' })).toThrow(
      /SSO_PASSKEY_ORIGINS/,
    );
  });

  it('refuses an IP address as the relying-party id, as browsers do', () => {
    expect(() => createSsoService({ passkeys: { rpId: '127.0.0.1' } })).toThrow(/passkeys.rpId/);
  });

  it('refuses from the environment a number the service itself refuses, naming the variable', () => {
    expect(() => createSsoService({ postalCodeDelayMs: 120_001 })).toThrow(/postalCodeDelayMs/);
    expect(() => readSettings([], { POSTAL_CODE_DELAY_MS: '120001' })).toThrow(
      /POSTAL_CODE_DELAY_MS/,
    );
    expect(() => createSsoService({ lockout: { threshold: 0 } })).toThrow(/lockout.threshold/);
    expect(() => readSettings([], { SSO_LOCKOUT_THRESHOLD: '0' })).toThrow(/SSO_LOCKOUT_THRESHOLD/);
  });

  it('reports every bad value at once', () => {
    expect(() =>
      readSettings(['--port', '70000'], { SSO_LOGIN_RATE_LIMIT: '0', SSO_COOKIE_SECURE: 'yes' }),
    ).toThrow(/--port[\s\S]*SSO_COOKIE_SECURE[\s\S]*SSO_LOGIN_RATE_LIMIT/);
  });

  it('lists in its usage text every variable it reads, with its default', () => {
    const variables = ['SSO_SERVICE_PORT', 'SSO_CODE_LOCKOUT_CEILING', 'TOURIST_INITIAL_STATE'];
    for (const name of variables) expect(usage).toContain(name);
    expect(usage).toMatch(
      /SSO_LOGIN_RATE_LIMIT +login attempts per client address per window \(20\)/,
    );
    expect(usage).toMatch(/SSO_USERS_FILE +users file \(dev-server\/data\/demo-users.json\)/);
    expect(usage).toContain('[--port 4000] [--host 127.0.0.1] [--static <dir>]');
  });
});
