import { type ComponentType, lazy } from 'react';
import { reloadIfRestoredBefore } from './reload-if-restored';
import { reloadPage } from './reload-page';

const reloadKey = 'gofy.reloadedForMissingChunk';

export type LazyPage<P extends object> = ReturnType<typeof lazy<ComponentType<P>>> & {
  /**
   * Fetches the page's code ahead of the visit. A page whose code is already here then opens
   * in the same frame as the navigation, instead of after React's pause for revealing
   * suspended content (about 300 ms); and the download overlaps whatever the user waits for.
   */
  readonly preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a page, recovering from a chunk that is gone: a tab still running an older
 * version asks for files the new deployment no longer has. A full reload loads the new version
 * instead of leaving a blank screen. Once only: if the reload did not help, the error shows.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    if (!loading) {
      const { stop: stopWatching } = reloadIfRestoredBefore();
      loading = load().then(
        (component) => {
          stopWatching();
          loaded = component;
          return component;
        },
        (error: unknown) => {
          stopWatching();
          // A later visit may find the network back.
          loading = undefined;
          throw error;
        },
      );
    }
    return loading;
  };

  const page = lazy(() => {
    // React reads a thenable that answers at once without suspending.
    if (loaded) return alreadyLoaded({ default: loaded });
    return (async () => {
      let component: ComponentType<P>;
      try {
        component = await fetchCode();
      } catch (error) {
        if (noteReload()) {
          reloadPage();
          // Keep the page as it is until the reload replaces it.
          return new Promise<never>(() => {});
        }
        throw error;
      }
      forgetReload();
      return { default: component };
    })();
  });
  return Object.assign(page, { preload: fetchCode });
}

function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy expects.
    then: (onFulfilled: (value: T) => unknown) => onFulfilled(value),
  };
  return thenable as unknown as Promise<T>;
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

/** Whether an error is the bundler's report of a chunk (script or stylesheet) that did not load. */
export function isMissingCode(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED'
  );
}
