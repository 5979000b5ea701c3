import type { TranslationOf } from './catalogue';

/**
 * English words of the notice a prerendered page shows when its script never starts (blocked,
 * refused or stuck on the way): written into the page at build time
 * (scripts/build/stalled-page.ts), so no script of the page carries them. The pt-BR catalogue
 * must have exactly these keys (the compiler checks).
 */
export const stalledPageEn = {
  'stalled.text': 'This page did not finish loading. Check your connection and reload it.',
  'stalled.reload': 'Reload',
} as const;

export type StalledPageMessages = TranslationOf<typeof stalledPageEn>;
