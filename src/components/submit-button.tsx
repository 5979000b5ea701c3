import { useEffect, useRef } from 'react';
import {
  earlyInCharge,
  earlyLabelAttribute,
  earlySendingAttribute,
  takeEarlySubmit,
} from '../early/early-submit';
import { useHydrated } from '../hooks/use-hydrated';
import { useOnline } from '../hooks/use-online';
import { useI18n } from '../i18n/i18n-context';

/**
 * The button that sends a form, disabled the same way on every form: until the page's first
 * script is in charge (a prerendered form says it is loading until then, and Enter cannot send
 * it either), while a submission is in flight, during a wait the service asked for, and offline.
 *
 * The first script (src/early/early-submit.ts) enables a prerendered one long before React
 * hydrates it, with the label this button wrote for it, and catches a submit made meanwhile:
 * once React is in charge, the button sends that submit through the form's own handler, with
 * what the fields hold then, and the broker presses nothing twice.
 */
export function SubmitButton({
  label,
  sendingLabel,
  submission,
  held = false,
  secondary = false,
  onClick,
}: {
  readonly label: string;
  readonly sendingLabel: string;
  readonly submission: { readonly sending: boolean; readonly waiting: boolean };
  /** Another reason the form may not be sent now, e.g. the page is already leaving. */
  readonly held?: boolean;
  readonly secondary?: boolean;
  /** For a button that sends by itself, outside a form ("Send the link again"). */
  readonly onClick?: () => void;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const online = useOnline();
  const button = useRef<HTMLButtonElement>(null);
  const { sending, waiting } = submission;
  // Hydrating, the button must be as the first script left it: enabled, with its label. A
  // button outside a form, which no submit reaches, waits for React as before.
  const ready = hydrated || (!onClick && earlyInCharge());
  useEffect(() => {
    const form = button.current?.form;
    if (hydrated && form && takeEarlySubmit(form)) form.requestSubmit();
  }, [hydrated]);
  let text = sending ? sendingLabel : label;
  if (!ready) text = t('action.loading');
  // Written until hydrated only: the first script reads them from the prerendered page.
  const early = !hydrated && !onClick;
  return (
    <button
      ref={button}
      type={onClick ? 'button' : 'submit'}
      className={secondary ? 'button button-secondary' : 'button button-primary'}
      disabled={!ready || sending || waiting || !online || held}
      onClick={onClick}
      {...(early ? { [earlyLabelAttribute]: label, [earlySendingAttribute]: sendingLabel } : {})}
    >
      {text}
    </button>
  );
}
