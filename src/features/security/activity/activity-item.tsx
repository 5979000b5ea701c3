import { useEffect, useRef } from 'react';
import type { ActivityEvent } from '../../../api/activity';
import type { ActivityTranslate } from '../../../i18n/activity-messages';
import { useDeviceMessages } from '../../../i18n/device-messages';
import { activityEventTitle } from '../../../words/activity-event-title';
import { ConfirmQuestion } from '../confirm-question';
import { eventDevice, eventMethod } from './event-words';

/**
 * One event of the list: its time (`<time>`, in the reader's time zone), what happened and
 * how, the device and address, "This device", and for a sign-in "This wasn't me", which asks
 * first: the report signs every other device out.
 */
export function ActivityItem({
  event,
  formatTime,
  text,
  confirming,
  busy,
  offline,
  onAsk,
  onConfirm,
  onCancel,
}: {
  readonly event: ActivityEvent;
  readonly formatTime: (date: Date) => string;
  readonly text: ActivityTranslate;
  /** The question is open on this event. */
  readonly confirming: boolean;
  /** A report is on its way. */
  readonly busy: boolean;
  readonly offline: boolean;
  readonly onAsk: () => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const deviceText = useDeviceMessages();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const title = activityEventTitle(event, text);
  const time = formatTime(event.at);
  const method = eventMethod(event, text);

  // The question opens with the keyboard on Cancel; closed without a report, back on the button.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) askRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <li
      className={
        event.result === 'signed_in' || !event.result
          ? 'activity-item'
          : 'activity-item activity-item-refused'
      }
    >
      <p className="activity-time">
        <time dateTime={event.at.toISOString()}>{time}</time>
      </p>
      <p className="device-name">{title}</p>
      {method && <p className="activity-detail">{method}</p>}
      <p className="activity-detail">
        {eventDevice(event, deviceText, text)} ·{' '}
        {text('activity.address', { address: event.address })}
      </p>
      {event.thisDevice && <p className="device-current">{text('activity.thisDevice')}</p>}
      {event.reported && <p className="activity-reported">{text('activity.reported')}</p>}
      {event.kind === 'sign_in' &&
        !event.reported &&
        (confirming ? (
          <ConfirmQuestion
            question={text('activity.confirm')}
            confirm={busy ? text('activity.securing') : text('action.secureAccount')}
            cancel={text('action.cancel')}
            disabled={busy || offline}
            cancelRef={cancelRef}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        ) : (
          !event.thisDevice && (
            <button
              ref={askRef}
              type="button"
              className="button button-secondary"
              disabled={busy}
              aria-label={text('activity.notMeLabel', { event: title, time })}
              onClick={onAsk}
            >
              {text('activity.notMe')}
            </button>
          )
        ))}
    </li>
  );
}
