import { useSyncExternalStore } from 'react';

/**
 * The offer of a new version, set by the service-worker registration (loaded after the page
 * is idle) and shown by the update prompt (part of the page from the start).
 */
type Apply = () => void;

let apply: Apply | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(applyUpdate: Apply): void {
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that switches to the waiting version, once there is one. */
export function useUpdateOffer(): Apply | undefined {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => undefined,
  );
}
