import { useLayoutEffect, useState } from 'react';
import { tourTarget } from './tour-steps';

export interface Spotlight {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

export type DialogPlacement = 'top' | 'bottom';

/** Room around the highlighted element, so its own focus ring stays visible. */
const spotlightPadding = 6;

/**
 * Brings the element named `target` (its `data-tour` name) into view and frames it, in page
 * coordinates so scrolling keeps the frame on it; says on which half of the screen the dialog
 * stands so it does not cover the element. Both follow the window's size.
 */
export function useSpotlight(target: string | undefined): {
  readonly spotlight: Spotlight | undefined;
  readonly placement: DialogPlacement;
} {
  const [spotlight, setSpotlight] = useState<Spotlight>();
  const [placement, setPlacement] = useState<DialogPlacement>('bottom');

  useLayoutEffect(() => {
    const element = target ? tourTarget(target) : null;
    if (!element) return;
    const place = () => {
      const rect = element.getBoundingClientRect();
      setSpotlight({
        top: rect.top + window.scrollY - spotlightPadding,
        left: rect.left + window.scrollX - spotlightPadding,
        width: rect.width + 2 * spotlightPadding,
        height: rect.height + 2 * spotlightPadding,
      });
      setPlacement(rect.top + rect.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom');
    };
    // Instantly (no smooth behaviour), so nothing glides for users who ask for reduced motion.
    // jsdom has no scrollIntoView; every browser the portal supports does.
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [target]);

  return { spotlight, placement };
}
