import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event, which TypeScript's DOM types do not describe. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Whether the portal runs as the installed app (its own window, no browser tabs). */
export function runningInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Starts listening for the browser's offer to install the portal. Called at start-up: the
 * event can fire before React has rendered anything.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the header's button offers it instead.
    event.preventDefault();
    if (!runningInstalled()) {
      deferred = event as BeforeInstallPromptEvent;
      notify();
    }
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    notify();
  });
}

/** Shows the browser's install dialog; the offer is spent whatever the user answers. */
export async function acceptInstallOffer(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  deferred = undefined;
  notify();
  await offer.prompt();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== undefined,
    () => false,
  );
}
