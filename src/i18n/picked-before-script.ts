import { isLocale, type Locale } from './locale';

/** The `name` of the header's language switch, by which the page finds it before React does. */
export const languageSwitchName = 'language';

/**
 * The language a reader picked in the prerendered page's switch before its script was in
 * charge (on a slow connection, seconds of a visible, working `<select>`; and the moments of
 * hydration, when React has not yet attached its handlers). React hydrates a `<select>`
 * without resetting what it shows, so the pick is still there to read once the page is
 * hydrated; the page then switches to it as if it had been made after.
 */
export function languagePickedBeforeScript(page: ParentNode, shown: Locale): Locale | undefined {
  const picked = page.querySelector<HTMLSelectElement>(
    `select[name="${languageSwitchName}"]`,
  )?.value;
  return picked !== undefined && isLocale(picked) && picked !== shown ? picked : undefined;
}
