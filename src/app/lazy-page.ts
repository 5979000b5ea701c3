import { type ComponentType, lazy } from 'react';

const reloadKey = 'gofy.reloadedForMissingChunk';

/**
 * `React.lazy` for a page, recovering from a chunk that is gone: a tab still running an older
 * version asks for files the new deployment no longer has. A full reload loads the new version
 * instead of leaving a blank screen. Once only: if the reload did not help, the error shows.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ReturnType<typeof lazy<ComponentType<P>>> {
  return lazy(async () => {
    let component: ComponentType<P>;
    try {
      component = await load();
    } catch (error) {
      if (noteReload()) {
        window.location.reload();
        // Keep the page as it is until the reload replaces it.
        return new Promise<never>(() => {});
      }
      throw error;
    }
    forgetReload();
    return { default: component };
  });
}

/**
 * Notes that this tab reloads for a missing chunk. False when it already did, and when the
 * note cannot be kept (storage refused, as in some privacy modes): a reload that did not help
 * would then repeat forever.
 */
function noteReload(): boolean {
  try {
    if (sessionStorage.getItem(reloadKey) !== null) return false;
    sessionStorage.setItem(reloadKey, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

function forgetReload(): void {
  try {
    sessionStorage.removeItem(reloadKey);
  } catch {
    // Storage refused: nothing was noted.
  }
}
