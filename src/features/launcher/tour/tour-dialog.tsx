import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTourMessages } from '../../../i18n/tour-messages';
import { focusableIn, makeOthersInert } from './modal-focus';
import { stepsOnPage, tourTarget } from './tour-steps';
import type { TourDialogProps } from './tour-types';
import './tour.css';

interface Spotlight {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** Room around the highlighted element, so its own focus ring stays visible. */
const spotlightPadding = 6;

/**
 * One step of a tour: a modal dialog beside a highlighted part of the page.
 *
 * Modal, because a tour is read in order and a keyboard user must not wander behind it: the
 * rest of the page is made inert, Tab cycles within the dialog, Escape closes it, and focus
 * returns where it was. The dialog is named by its step's title and described by "Step 2 of
 * 5" and the text; when the step changes, the new text is announced.
 *
 * The page is scrolled instantly, never smoothly, and the highlight moves without animation
 * for users who ask for reduced motion (tour.css).
 */
export function TourDialog({
  tour,
  step,
  onStepChange,
  onFinish,
  onDismiss,
  fallbackFocus,
}: TourDialogProps) {
  const t = useTourMessages();
  const id = useId();
  // Resolved once: the page does not change under an open modal tour.
  const [steps] = useState(() => stepsOnPage(tour));
  const index = Math.max(0, Math.min(step, steps.length - 1));
  const current = steps[index];
  const last = index === steps.length - 1;

  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [spotlight, setSpotlight] = useState<Spotlight>();
  const [placement, setPlacement] = useState<'top' | 'bottom'>('bottom');

  // The latest props, for what is installed once per opening.
  const latest = useRef({ dismiss: () => onDismiss(index), onFinish, fallbackFocus });
  useLayoutEffect(() => {
    latest.current = { dismiss: () => onDismiss(index), onFinish, fallbackFocus };
  });

  useEffect(() => {
    if (steps.length === 0) latest.current.onFinish();
  }, [steps.length]);

  // Opening: remember where focus was, make the page behind inert, close on Escape from
  // anywhere, and pull back focus that escapes (a browser without `inert`). Closing undoes it
  // all and puts focus back. Declared before the effect that focuses the dialog, so it sees
  // the focus from before the tour.
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const returnTo = document.activeElement;
    const restoreInert = makeOthersInert(layer);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      latest.current.dismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!dialogRef.current?.contains(event.target as Node)) primaryRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      restoreInert();
      const back =
        returnTo instanceof HTMLElement && returnTo !== document.body && returnTo.isConnected
          ? returnTo
          : latest.current.fallbackFocus();
      back?.focus();
    };
  }, []);

  // Each step: bring its target into view, highlight it, keep the dialog off it.
  useLayoutEffect(() => {
    const target = current ? tourTarget(current.target) : null;
    if (!target) return;
    const place = () => {
      const rect = target.getBoundingClientRect();
      setSpotlight({
        top: rect.top + window.scrollY - spotlightPadding,
        left: rect.left + window.scrollX - spotlightPadding,
        width: rect.width + 2 * spotlightPadding,
        height: rect.height + 2 * spotlightPadding,
      });
      setPlacement(rect.top + rect.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom');
    };
    // jsdom has no scrollIntoView; every browser the portal supports does.
    target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [current]);

  // Focus the main action on opening, and again if the focused button went away (Back on the
  // first step, Next becoming Finish), so Enter keeps moving the tour on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each step.
  useEffect(() => {
    if (!dialogRef.current?.contains(document.activeElement)) primaryRef.current?.focus();
  }, [index]);

  if (!current) return null;

  const titleId = `${id}-title`;
  const progressId = `${id}-progress`;
  const bodyId = `${id}-body`;

  return createPortal(
    <div className="tour-layer" ref={layerRef}>
      <div
        className={spotlight ? 'tour-spotlight' : 'tour-backdrop'}
        style={spotlight}
        aria-hidden="true"
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${progressId} ${bodyId}`}
        className={`tour-dialog tour-dialog-${placement}`}
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return;
          const focusable = focusableIn(event.currentTarget);
          const first = focusable[0];
          const lastFocusable = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            lastFocusable?.focus();
          } else if (!event.shiftKey && document.activeElement === lastFocusable) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <div className="tour-content" aria-live="polite" aria-atomic="true">
          <p className="tour-progress" id={progressId}>
            {t('tour.progress', { step: index + 1, total: steps.length })}
          </p>
          <h2 className="tour-title" id={titleId}>
            {t(current.title)}
          </h2>
          <p className="tour-body" id={bodyId}>
            {t(current.body)}
          </p>
        </div>
        <div className="tour-actions">
          <button type="button" className="button button-quiet" onClick={() => onDismiss(index)}>
            {t('tour.skip')}
          </button>
          <span className="tour-navigation">
            {index > 0 ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => onStepChange(index - 1)}
              >
                {t('tour.back')}
              </button>
            ) : null}
            <button
              type="button"
              ref={primaryRef}
              className="button button-primary"
              onClick={() => (last ? onFinish() : onStepChange(index + 1))}
            >
              {last ? t('tour.finish') : t('tour.next')}
            </button>
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
