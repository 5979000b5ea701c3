import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code comes after the page, asked for once the page is hydrated, in a task
 * of its own: asked for while React works (in a render, or in the task that runs all of
 * hydration's effects), the script elements it adds made that task one of a slow phone's
 * longest. `undefined` until it arrives; `'unavailable'` when it cannot (offline, a newer
 * deployment, or `load` refusing). `load` must not change between renders: a function of the
 * module, not of the component.
 */
export function useComponentLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | 'unavailable' | undefined {
  const [component, setComponent] = useState<ComponentType<P> | 'unavailable'>();
  useEffect(() => {
    const asking = setTimeout(() => {
      load().then(
        // A function given to a state setter is called as an updater: wrapped, it is stored.
        (loaded) => setComponent(() => loaded),
        () => setComponent('unavailable'),
      );
    });
    return () => clearTimeout(asking);
  }, [load]);
  return component;
}
