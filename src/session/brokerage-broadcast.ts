/**
 * Tells the portal's other tabs and windows that the session now acts for another brokerage,
 * so their main screens read whoami again and show its applications: on the channel (and the
 * `storage` fallback) that carries signing out, as a message the session events' listeners
 * ignore. A module of its own: only the main screen sends or hears it, and session-broadcast.ts
 * is in the sign-in page's first script, whose bytes are counted.
 */
const brokerageChanged = 'brokerage-changed';

// session-broadcast.ts's channel and storage key, written again rather than imported: a module
// the main screen's chunk shares with the sign-in page's first script costs that script bytes
// (the test in tests/session/brokerage-broadcast.dom.test.ts holds the two together).
const channelName = 'gofy.session';
const storageKey = 'gofy.sessionEvent';

let channel: BroadcastChannel | undefined;
function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  // An object of its own on the channel: it does not hear its own messages, and the session
  // events' object of this tab ignores them.
  channel ??= new BroadcastChannel(channelName);
  return channel;
}

export function announceBrokerageChanged(): void {
  const open = openChannel();
  if (open) {
    open.postMessage(brokerageChanged);
    return;
  }
  try {
    localStorage.setItem(storageKey, JSON.stringify({ event: brokerageChanged, at: Date.now() }));
    localStorage.removeItem(storageKey);
  } catch {
    // No storage: other tabs show the new brokerage at their next whoami.
  }
}

/** Calls `listener` when another tab switched the brokerage; returns the unsubscribe function. */
export function onBrokerageChanged(listener: () => void): () => void {
  const open = openChannel();
  if (open) {
    const onMessage = (message: MessageEvent<unknown>) => {
      if (message.data === brokerageChanged) listener();
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey || !event.newValue) return;
    try {
      const { event: announced } = JSON.parse(event.newValue) as { event?: unknown };
      if (announced === brokerageChanged) listener();
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
