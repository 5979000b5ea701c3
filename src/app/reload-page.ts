/**
 * Reloads the whole page. In a module of its own so that the component tests can stand in for
 * it: jsdom cannot load a page, and its `location` is a property of the window that no test
 * may redefine.
 */
export function reloadPage(): void {
  window.location.reload();
}
