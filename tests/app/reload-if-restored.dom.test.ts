import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfRestoredBefore } from '../../src/app/reload-if-restored';

const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));
vi.mock('../../src/app/reload-page', () => ({ reloadPage: reload }));

afterEach(() => {
  reload.mockReset();
});

function shown(persisted: boolean) {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
}

describe('a page waiting for code it fetches on demand', () => {
  it('reloads when the back/forward cache brings it back before the code is in use', () => {
    const watch = reloadIfRestoredBefore();
    shown(true);
    expect(reload).toHaveBeenCalledOnce();
    watch.stop();
  });

  it('does not reload on a page shown for the first time', () => {
    const watch = reloadIfRestoredBefore();
    shown(false);
    expect(reload).not.toHaveBeenCalled();
    watch.stop();
  });

  it('stays as it is once the code is in use, restored or not', () => {
    reloadIfRestoredBefore().stop();
    shown(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
