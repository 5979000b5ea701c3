import { focusableSelector } from '../../src/features/launcher/tour/keep-tab-inside';

/**
 * jsdom (29) knows <dialog> and its `open` attribute but none of its methods. This adds what
 * the portal's tour uses, as the HTML standard has it:
 * - showModal() opens the dialog as a modal (an InvalidStateError when it is open non-modally
 *   or not in a document) and moves focus into it: to its [autofocus] element, else its first
 *   focusable one, else the dialog;
 * - close() closes it and gives focus back to what had it before showModal();
 * - Escape, unless a handler took it, fires a cancelable `cancel` at the topmost modal dialog,
 *   and closes it when nothing cancelled that.
 *
 * Not here: the `close` event, `returnValue`, show(), and what jsdom cannot render: the top
 * layer, and the page behind made inert. The browser tests (tests/e2e/launcher.test.ts) check
 * those in Chromium.
 */

export function installDialogPolyfill(): void {
  const prototype = HTMLDialogElement.prototype;
  // A jsdom that implements dialogs itself is left to do so.
  if (typeof prototype.showModal === 'function') return;

  /** Open modal dialogs, the topmost last. */
  const modals: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();

  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modals.includes(this)) return;
    if (this.open) {
      throw new DOMException('The dialog is already open, not as a modal.', 'InvalidStateError');
    }
    if (!this.isConnected) {
      throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    }
    this.setAttribute('open', '');
    modals.push(this);
    focusedBefore.set(this, document.activeElement);
    const control = this.hasAttribute('autofocus')
      ? this
      : (this.querySelector<HTMLElement>('[autofocus]') ??
        this.querySelector<HTMLElement>(focusableSelector) ??
        this);
    control.focus();
  };

  prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const position = modals.indexOf(this);
    if (position >= 0) modals.splice(position, 1);
    const back = focusedBefore.get(this);
    focusedBefore.delete(this);
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A modal removed from the page while open is no longer one.
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
