/**
 * Tells the portal's other tabs and windows that the user signed in or out, so signing out in
 * one takes every other to the sign-in page, and signing in lets a tab waiting on the
 * sign-in page continue; and that a password was reset, so another tab showing a reset link
 * learns that it can no longer be used. BroadcastChannel where there is one; otherwise the
 * `storage` event, which every browser that runs the portal fires in other tabs of the same
 * origin.
 */
export type SessionEvent = 'signed-in' | 'signed-out' | 'password-changed';

const channelName = 'gofy.session';
const storageKey = 'gofy.sessionEvent';

let channel: BroadcastChannel | undefined;
function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(channelName);
  return channel;
}

function isSessionEvent(value: unknown): value is SessionEvent {
  return value === 'signed-in' || value === 'signed-out' || value === 'password-changed';
}

export function announceSessionEvent(event: SessionEvent): void {
  const open = openChannel();
  if (open) {
    open.postMessage(event);
    return;
  }
  try {
    // A fresh value each time: the storage event fires only when the value changes.
    localStorage.setItem(storageKey, JSON.stringify({ event, at: Date.now() }));
    localStorage.removeItem(storageKey);
  } catch {
    // No storage: other tabs find out at their next whoami.
  }
}

/** Calls `listener` for events announced by other tabs; returns the unsubscribe function. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  const open = openChannel();
  if (open) {
    // One channel object for announcing and listening: it does not hear its own messages, so
    // a tab is never told what it just did itself.
    const onMessage = (message: MessageEvent<unknown>) => {
      if (isSessionEvent(message.data)) listener(message.data);
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey || !event.newValue) return;
    try {
      const { event: announced } = JSON.parse(event.newValue) as { event?: unknown };
      if (isSessionEvent(announced)) listener(announced);
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
