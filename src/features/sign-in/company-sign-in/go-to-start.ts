/**
 * Goes to a company sign-in's start, a page navigation to the SSO. Kept apart so tests can
 * observe where the page sends the browser without leaving the test page.
 */
export function goToStart(href: string): void {
  window.location.assign(href);
}
