/** Which edge of the window a step's dialog stands against. */
export type DialogSide = 'top' | 'bottom';

export interface StepLayout {
  /** The highlighted element's top and height, in page coordinates (scroll included). */
  readonly targetTop: number;
  readonly targetHeight: number;
  readonly dialogHeight: number;
  readonly viewportHeight: number;
  readonly scrollTop: number;
  readonly maxScrollTop: number;
  /** Between the dialog and the window's edge, and between the dialog and the target. */
  readonly margin: number;
}

export interface StepPlacement {
  readonly side: DialogSide;
  /** Where the page scrolls to, so the target is whole and clear of the dialog. */
  readonly scrollTop: number;
}

/**
 * Where a step's dialog stands, and how far the page scrolls, so that the dialog never covers
 * the element it is about and that element is whole on screen: the side that needs the least
 * scrolling, the bottom when both need none. When no scrolling makes room (a target taller
 * than what the dialog leaves, or at the very end of the page), the dialog takes the side
 * with more room and the target's top is shown.
 */
export function placeStep(layout: StepLayout): StepPlacement {
  const { targetTop, targetHeight, dialogHeight, viewportHeight, margin } = layout;
  const band = (side: DialogSide) =>
    side === 'bottom'
      ? { top: margin, bottom: viewportHeight - dialogHeight - 2 * margin }
      : { top: dialogHeight + 2 * margin, bottom: viewportHeight - margin };

  const candidates = (['bottom', 'top'] as const).flatMap((side) => {
    const { top, bottom } = band(side);
    // The scroll positions that put the target inside the band, within what the page allows.
    const lowest = Math.max(0, targetTop + targetHeight - bottom);
    const highest = Math.min(layout.maxScrollTop, targetTop - top);
    if (lowest > highest) return [];
    const scrollTop = Math.min(Math.max(layout.scrollTop, lowest), highest);
    return [{ side, scrollTop, moved: Math.abs(scrollTop - layout.scrollTop) }];
  });
  const best = candidates.sort((a, b) => a.moved - b.moved)[0];
  if (best) return { side: best.side, scrollTop: best.scrollTop };

  const roomBelow = layout.maxScrollTop + viewportHeight - (targetTop + targetHeight);
  const side: DialogSide = targetTop < roomBelow ? 'bottom' : 'top';
  const scrollTop = Math.min(Math.max(0, targetTop - band(side).top), layout.maxScrollTop);
  return { side, scrollTop };
}
