const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside `container`, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.hidden && !element.closest('[inert]'),
  );
}

/**
 * Makes everything in the page but `keep` (and its ancestors) inert: not focusable, not
 * clickable, and left out of what assistive technology reads. Returns the undo function;
 * elements that were inert already stay so.
 */
export function makeOthersInert(keep: HTMLElement): () => void {
  const changed: Element[] = [];
  let node: HTMLElement | null = keep;
  while (node?.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement === document.body ? null : node.parentElement;
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
