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
    try {
      const component = await load();
      sessionStorage.removeItem(reloadKey);
      return { default: component };
    } catch (error) {
      if (sessionStorage.getItem(reloadKey) === null) {
        sessionStorage.setItem(reloadKey, String(Date.now()));
        window.location.reload();
        // Keep the page as it is until the reload replaces it.
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
