import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { type DialogSide, placeStep } from './step-placement';
import { tourTarget } from './tour-steps';

export interface Spotlight {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** Room around the highlighted element, so its own focus ring stays visible. */
const spotlightPadding = 6;

/** Between the dialog and the window's edge, and between the dialog and the element (tour.css). */
const dialogMargin = 12;

/**
 * Frames the element named `target` (its `data-tour` name) in page coordinates, so scrolling
 * keeps the frame on it, and scrolls the page and picks the dialog's edge of the window so the
 * open dialog covers no part of it (step-placement.ts). Runs again for every step, since the
 * dialog's height changes with its text, and whenever the window's size changes.
 */
export function useSpotlight(
  target: string | undefined,
  dialogRef: RefObject<HTMLDialogElement | null>,
  step: number,
): { readonly spotlight: Spotlight | undefined; readonly side: DialogSide } {
  const [spotlight, setSpotlight] = useState<Spotlight>();
  const [side, setSide] = useState<DialogSide>('bottom');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog's text changes by step.
  useLayoutEffect(() => {
    const element = target ? tourTarget(target) : null;
    const dialog = dialogRef.current;
    if (!element || !dialog) return;
    const place = () => {
      const page = document.scrollingElement ?? document.documentElement;
      // Sideways, the nearest edge is enough: the dialog only ever covers the top or bottom.
      // jsdom has no scrollIntoView; every browser the portal supports does.
      element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      const rect = element.getBoundingClientRect();
      const targetHeight = rect.height + 2 * spotlightPadding;
      // The dialog is no taller than what the element leaves of the window (tour.css), so a
      // place beside it always exists: with enlarged text its words scroll instead.
      const room = window.innerHeight - targetHeight - 3 * dialogMargin;
      dialog.style.setProperty('--tour-room', `${Math.max(0, room)}px`);
      const placed = placeStep({
        targetTop: rect.top + window.scrollY - spotlightPadding,
        targetHeight,
        dialogHeight: dialog.getBoundingClientRect().height,
        viewportHeight: window.innerHeight,
        scrollTop: window.scrollY,
        maxScrollTop: Math.max(0, page.scrollHeight - window.innerHeight),
        margin: dialogMargin,
      });
      // At once, never smoothly, so nothing glides for users who ask for reduced motion.
      page.scrollTop = placed.scrollTop;
      setSide(placed.side);
      setSpotlight({
        top: rect.top + window.scrollY - spotlightPadding,
        left: rect.left + window.scrollX - spotlightPadding,
        width: rect.width + 2 * spotlightPadding,
        height: rect.height + 2 * spotlightPadding,
      });
    };
    place();
    // Called by the browser after a layout, just before the frame is painted: the page has
    // already scrolled, so the frame moves in the same paint, not a frame later, as it would if
    // React rendered the new state in a task of its own.
    const placeNow = () => flushSync(place);
    window.addEventListener('resize', placeNow);
    // The page may still change under the step (a notice appears or goes above the cards):
    // the frame and the room made for the dialog follow it. jsdom has no ResizeObserver.
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(placeNow) : undefined;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', placeNow);
      observer?.disconnect();
    };
  }, [target, step]);

  return { spotlight, side };
}
