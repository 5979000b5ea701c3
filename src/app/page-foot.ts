/**
 * The id of every page's foot, which comes after its main part. A prerendered page's first
 * frame waits for it (scripts/build/plugin-prerender.ts): Chromium paints as soon as the
 * awaited element is in the document, so awaiting the main part itself let a frame show the
 * form cut short.
 */
export const pageFootId = 'page-foot';
