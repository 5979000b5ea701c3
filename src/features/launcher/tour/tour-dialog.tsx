import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { runningInstalled } from '../../../hooks/install-offer';
import { useTourMessages } from '../../../i18n/tour-messages';
import { keepTabInside } from './keep-tab-inside';
import { stepBody, stepsOnPage, tourDevice } from './tour-steps';
import type { TourDialogProps } from './tour-types';
import { useSpotlight } from './use-spotlight';
import './tour.css';

/**
 * One step of a tour: a modal dialog beside a highlighted part of the page.
 *
 * Modal, because a tour is read in order and a keyboard user must not wander behind it. It is
 * a native <dialog> opened with showModal(): the browser makes the rest of the page inert (not
 * focusable, not clickable, left out of what assistive technology reads) and turns Escape
 * into `cancel`, which dismisses the tour. Tab wraps at the dialog's edges
 * (keep-tab-inside.ts), and on closing focus returns where it was. The dialog is named by its
 * step's title and described by "Step 2 of 3" and the text; when the step changes, the new
 * text is announced.
 *
 * The highlight moves without animation for users who ask for reduced motion (tour.css).
 */
export function TourDialog({
  tour,
  seen,
  step,
  onStepChange,
  onFinish,
  onDismiss,
  fallbackFocus,
}: TourDialogProps) {
  const t = useTourMessages();
  const id = useId();
  // Resolved once: the page does not change under an open modal tour.
  const [device] = useState(tourDevice);
  const [steps] = useState(() =>
    stepsOnPage(tour, device, seen, runningInstalled() ? 'installed' : 'browser'),
  );
  const index = Math.max(0, Math.min(step, steps.length - 1));
  const current = steps[index];
  const last = index === steps.length - 1;

  const dialogRef = useRef<HTMLDialogElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);

  // The latest props, for what is installed once per opening.
  const latest = useRef({ onFinish, fallbackFocus });
  useLayoutEffect(() => {
    latest.current = { onFinish, fallbackFocus };
  });

  useEffect(() => {
    if (steps.length === 0) latest.current.onFinish();
  }, [steps.length]);

  // Opening: remember where focus was, open as a modal, and put focus on the main action
  // (showModal() focuses the first control, Skip). Closing, while the dialog is still in the
  // page, gives the page back and focus with it; to the heading when what had focus is gone.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement;
    dialog.showModal();
    primaryRef.current?.focus();
    return () => {
      dialog.close();
      const back =
        returnTo instanceof HTMLElement && returnTo !== document.body && returnTo.isConnected
          ? returnTo
          : latest.current.fallbackFocus();
      back?.focus();
    };
  }, []);

  // After the dialog opens, so its height is known when the page makes room for it.
  const { spotlight, side } = useSpotlight(current?.target, dialogRef, index);

  // Focus the main action again if the focused button went away (Back on the first step, Next
  // becoming Finish), so Enter keeps moving the tour on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each step.
  useEffect(() => {
    if (!dialogRef.current?.contains(document.activeElement)) primaryRef.current?.focus();
  }, [index]);

  if (!current) return null;

  const titleId = `${id}-title`;
  const progressId = `${id}-progress`;
  const bodyId = `${id}-body`;

  return createPortal(
    <div className="tour-layer">
      <div
        className={spotlight ? 'tour-spotlight' : 'tour-backdrop'}
        style={spotlight}
        aria-hidden="true"
      />
      <dialog
        ref={dialogRef}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${progressId} ${bodyId}`}
        className={`tour-dialog tour-dialog-${side}`}
        onKeyDown={keepTabInside}
        onCancel={(event) => {
          // The tour leaves the page when its state says so, not when the browser closes it.
          event.preventDefault();
          onDismiss(index);
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
            {t(stepBody(current, device))}
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
      </dialog>
    </div>,
    document.body,
  );
}
