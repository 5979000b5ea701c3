import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfRestoredBefore } from '../../src/app/reload-if-restored';

const reload = vi.fn();

afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

function shown(persisted: boolean) {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
}

describe('a page waiting for code it fetches on demand', () => {
  it('reloads when the back/forward cache brings it back before the code is in use', () => {
    vi.stubGlobal('location', { ...window.location, reload });
    const watch = reloadIfRestoredBefore();
    shown(true);
    expect(reload).toHaveBeenCalledOnce();
    watch.stop();
  });

  it('does not reload on a page shown for the first time', () => {
    vi.stubGlobal('location', { ...window.location, reload });
    const watch = reloadIfRestoredBefore();
    shown(false);
    expect(reload).not.toHaveBeenCalled();
    watch.stop();
  });

  it('stays as it is once the code is in use, restored or not', () => {
    vi.stubGlobal('location', { ...window.location, reload });
    reloadIfRestoredBefore().stop();
    shown(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
