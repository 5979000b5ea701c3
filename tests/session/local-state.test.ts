import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingLogout,
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
