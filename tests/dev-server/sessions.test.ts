import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../dev-server/sessions/sessions.js';

describe('the session store', () => {
  it('no longer finds a session once the password it was started with is replaced', () => {
    let passwordVersion = 1;
    const sessions = new SessionStore({
      now: () => 0,
      passwordVersionOf: () => passwordVersion,
      absoluteLifetimes: { browserSessionMs: 120_000, rememberedMs: 120_000 },
    });
    const { secret } = sessions.create({
      userId: 'bruno',
      passwordVersion: 1,
      lifetimeMs: 60_000,
      remembered: false,
      proven: { first: 'password' },
      userAgent: 'test',
      deviceKey: undefined,
    });
    expect(sessions.findLive([secret])?.session.userId).toBe('bruno');

    passwordVersion = 2;
    expect(sessions.findLive([secret])).toBeUndefined();
  });
});
