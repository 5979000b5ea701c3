/**
 * Full-page navigation to another application of the suite. Kept apart so tests can observe
 * where the portal sends a user without leaving the test page.
 */
export function leavePortal(href: string): void {
  window.location.replace(href);
}
