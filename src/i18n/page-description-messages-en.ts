import type { TranslationOf } from './catalogue';

/**
 * What search engines and link previews show of a page: written into the prerendered pages'
 * head at build time (prerender.tsx), so no script of the page carries it; no page shows it.
 * The pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const pageDescriptionEn = {
  'meta.description': 'Sign in to gofy, the brokerage suite',
} as const;

export type PageDescriptionMessages = TranslationOf<typeof pageDescriptionEn>;
