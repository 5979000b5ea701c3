import { vi } from 'vitest';

/**
 * A window whose media queries answer `matches` for whatever is asked (jsdom has no
 * `matchMedia`). Undone by `vi.unstubAllGlobals()`.
 */
export function stubMediaQueries(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
