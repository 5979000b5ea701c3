import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageShownAgain } from '../../src/hooks/use-page-shown-again';

afterEach(() => {
  vi.restoreAllMocks();
});

function showTab(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function restoreFromCache(persisted: boolean) {
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  });
}

describe('noticing the page shown again', () => {
  it('calls back when the tab is shown again, not when it is hidden', () => {
    const shown = vi.fn();
    renderHook(() => usePageShownAgain(shown));
    showTab('hidden');
    expect(shown).not.toHaveBeenCalled();
    showTab('visible');
    expect(shown).toHaveBeenCalledOnce();
  });

  it('calls back when the page is restored from the back/forward cache, not on a first load', () => {
    const shown = vi.fn();
    renderHook(() => usePageShownAgain(shown));
    restoreFromCache(false);
    expect(shown).not.toHaveBeenCalled();
    restoreFromCache(true);
    expect(shown).toHaveBeenCalledOnce();
  });

  it('calls the latest callback, and none while turned off or after unmounting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ callback, enabled }) => usePageShownAgain(callback, enabled),
      { initialProps: { callback: first, enabled: true } },
    );
    rerender({ callback: second, enabled: true });
    restoreFromCache(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();

    rerender({ callback: second, enabled: false });
    restoreFromCache(true);
    rerender({ callback: second, enabled: true });
    unmount();
    restoreFromCache(true);
    expect(second).toHaveBeenCalledOnce();
  });
});
