import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingLogout,
  keepingDevicePreferences,
  readPendingLogout,
  rememberPendingLogout,
} from '../../src/session/local-state';

afterEach(() => {
  vi.restoreAllMocks();
  clearPendingLogout();
  localStorage.clear();
});

function fillStorage() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe('a logout owed to the server', () => {
  it('is kept in storage, for the next start of the portal', () => {
    rememberPendingLogout({ at: 1, sessionId: 's1' });
    expect(JSON.parse(localStorage.getItem('gofy.pendingLogout') ?? 'null')).toEqual({
      at: 1,
      sessionId: 's1',
    });
  });

  it('is still owed by the page when storage is full', () => {
    fillStorage();
    rememberPendingLogout({ at: 1, sessionId: 's1' });
    expect(localStorage.getItem('gofy.pendingLogout')).toBeNull();
    expect(readPendingLogout()).toEqual({ at: 1, sessionId: 's1' });
  });

  it('is forgotten once sent, from memory too', () => {
    fillStorage();
    rememberPendingLogout({ at: 1, sessionId: 's1' });
    clearPendingLogout();
    expect(readPendingLogout()).toBeUndefined();
  });

  it('prefers what storage holds, which another tab may have queued since', () => {
    rememberPendingLogout({ at: 1, sessionId: 's1' });
    localStorage.setItem('gofy.pendingLogout', JSON.stringify({ at: 2, sessionId: 's2' }));
    expect(readPendingLogout()).toEqual({ at: 2, sessionId: 's2' });
  });
});

describe('the device’s preferences at sign-out', () => {
  it('are put back after an answer that cleared the site’s storage, and nothing else is', async () => {
    localStorage.setItem('gofy.installOfferDeclined', '1795000000001');
    localStorage.setItem('gofy.passkeyOfferDeclined', '1795000000000');
    localStorage.setItem('gofy.recentApps', '["pipeline"]');
    // As Chromium does on `Clear-Site-Data: "storage"`.
    const answer = await keepingDevicePreferences(async () => {
      localStorage.clear();
      return 'signed out';
    });
    expect(answer).toBe('signed out');
    expect({ ...localStorage }).toEqual({
      'gofy.installOfferDeclined': '1795000000001',
      'gofy.passkeyOfferDeclined': '1795000000000',
    });
  });

  it('are put back when the sign-out fails too', async () => {
    localStorage.setItem('gofy.installOfferDeclined', '1795000000000');
    const failing = keepingDevicePreferences(async () => {
      localStorage.clear();
      throw new Error('unreachable');
    });
    await expect(failing).rejects.toThrow('unreachable');
    expect(localStorage.getItem('gofy.installOfferDeclined')).toBe('1795000000000');
  });
});
