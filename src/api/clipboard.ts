/**
 * Puts `text` on the clipboard; false when the browser refused (no permission, an insecure
 * page, an old browser), so the page can say to copy by hand: the text stays selectable.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
