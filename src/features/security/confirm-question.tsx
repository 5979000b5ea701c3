import type { KeyboardEvent, Ref } from 'react';

/**
 * A question asked in the page before a change that cannot be taken back (removing a passkey,
 * turning two-step verification off, new recovery codes in place of the old): what it does,
 * "yes" in its own words, and Cancel. A group named by its question, so a screen reader reads the question as
 * the keyboard lands on Cancel, the choice that loses nothing when Enter is pressed by mistake
 * (the section puts it there through `cancelRef`). Escape answers Cancel, as in a dialog.
 */
export function ConfirmQuestion({
  question,
  confirm,
  cancel,
  disabled,
  cancelRef,
  onConfirm,
  onCancel,
}: {
  readonly question: string;
  readonly confirm: string;
  readonly cancel: string;
  /** A change is on its way, or the device is offline: "yes" waits. */
  readonly disabled: boolean;
  readonly cancelRef: Ref<HTMLButtonElement>;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };
  // On the group: Escape pressed on either button reaches it.
  return (
    <fieldset className="passkey-remove" onKeyDown={cancelOnEscape}>
      <legend>{question}</legend>
      <div className="security-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirm}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button-secondary"
          onClick={onCancel}
        >
          {cancel}
        </button>
      </div>
    </fieldset>
  );
}
