import type { KeyboardEvent } from 'react';

/** The elements Tab can reach, when they are not hidden nor inside something inert. */
export const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The keydown handler of a modal dialog that keeps Tab inside it: Tab from its last control
 * goes to its first, Shift+Tab from its first (or from the dialog itself, focused by a click
 * beside its controls) to its last.
 *
 * A dialog opened with showModal() makes the page behind it inert, but Chromium still lets Tab
 * leave it, for the browser's own toolbar (headless: for nowhere) before coming back. A tour
 * is read in order, and a keyboard user who tabs past its last button should land on its first.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}
