import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function freshModule() {
  return import('../../src/session/session-broadcast');
}

describe('announcing sign-in and sign-out to other tabs', () => {
  it('reaches another tab through BroadcastChannel, and not the announcing tab', async () => {
    const { announceSessionEvent, onSessionEvent } = await freshModule();
    const heardHere = vi.fn();
    const stop = onSessionEvent(heardHere);
    const otherTab = new BroadcastChannel('gofy.session');
    const heardThere = new Promise((resolve) => {
      otherTab.onmessage = (message) => resolve(message.data);
    });

    announceSessionEvent('signed-out');
    expect(await heardThere).toBe('signed-out');
    expect(heardHere).not.toHaveBeenCalled();
    stop();
    otherTab.close();
  });

  it('hears what another tab announces', async () => {
    const { onSessionEvent } = await freshModule();
    const heard = new Promise((resolve) => onSessionEvent(resolve));
    const otherTab = new BroadcastChannel('gofy.session');
    otherTab.postMessage('signed-in');
    expect(await heard).toBe('signed-in');
    otherTab.close();
  });

  it('falls back to the storage event where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { announceSessionEvent, onSessionEvent } = await freshModule();
    const listener = vi.fn();
    onSessionEvent(listener);

    // Another tab's write arrives as a storage event; this tab's own writes do not.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'gofy.sessionEvent',
        newValue: JSON.stringify({ event: 'signed-out', at: 1 }),
      }),
    );
    expect(listener).toHaveBeenCalledWith('signed-out');

    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    announceSessionEvent('signed-in');
    expect(setItem).toHaveBeenCalledWith('gofy.sessionEvent', expect.stringContaining('signed-in'));
    expect(localStorage.getItem('gofy.sessionEvent')).toBeNull();
  });

  it('ignores storage events it did not write', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { onSessionEvent } = await freshModule();
    const listener = vi.fn();
    onSessionEvent(listener);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'gofy.sessionEvent', newValue: '{"event":"hack"}' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '"signed-out"' }));
    expect(listener).not.toHaveBeenCalled();
  });
});
