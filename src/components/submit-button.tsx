import { useHydrated } from '../hooks/use-hydrated';
import { useOnline } from '../hooks/use-online';
import { useI18n } from '../i18n/i18n-context';

/**
 * The button that sends a form, disabled the same way on every form: until the page's script
 * is in charge (a prerendered form says it is loading, and Enter cannot send it either), while
 * a submission is in flight, during a wait the service asked for, and offline.
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
  const { sending, waiting } = submission;
  let text = sending ? sendingLabel : label;
  if (!hydrated) text = t('action.loading');
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={secondary ? 'button button-secondary' : 'button button-primary'}
      disabled={!hydrated || sending || waiting || !online || held}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
