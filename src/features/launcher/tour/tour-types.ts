import type { TourName } from '../../../api/tourist';

export interface TourDialogProps {
  readonly tour: TourName;
  /** The tours the broker has been shown, on this device or another: none is said twice. */
  readonly seen: readonly TourName[];
  /** Index of the step shown, among the steps whose target is on the page. */
  readonly step: number;
  readonly onStepChange: (step: number) => void;
  /** The user went through to the end. */
  readonly onFinish: () => void;
  /** The user skipped the tour or pressed Escape, at `step`; it can be resumed there. */
  readonly onDismiss: (step: number) => void;
  /** Where focus goes on closing when the element focused before the tour is gone. */
  readonly fallbackFocus: () => HTMLElement | null;
}
