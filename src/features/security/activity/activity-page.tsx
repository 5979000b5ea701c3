import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { TryAgainButton } from '../../../components/try-again-button';
import { paths } from '../../../config/portal-paths';
import { useActivityMessages } from '../../../i18n/activity-messages';
import { useI18n } from '../../../i18n/i18n-context';
import type { BeforeSignedIn, SignedInPage, SignedInProps } from '../../../session/signed-in-page';
import { SectionNotes } from '../section-notes';
import type { SectionNote } from '../use-section-changes';
import { ActivityItem } from './activity-item';
import { NewPasswordStep } from './new-password-step';
import { useActivity } from './use-activity';
import '../security.css';
import './activity.css';

/** The way back to the security page, under the heading and at the foot. */
function BackLink() {
  const text = useActivityMessages();
  return (
    <p className="form-links">
      <Link href={paths.security.getHref()}>{text('action.backToSecurity')}</Link>
    </p>
  );
}

function useBeforeSignedIn(): BeforeSignedIn {
  const text = useActivityMessages();
  const title = text('title.activity');
  return {
    title,
    checking: text('activity.loading'),
    checkingHeading: title,
    failedHeading: title,
    offline: text('activity.offline'),
    wayOut: <BackLink />,
  };
}

/**
 * `/security/activity`: the account's sign-ins and changes of the last 30 days, newest first,
 * each with its time in the reader's time zone, and "This wasn't me" on a sign-in, which ends
 * every other session and asks for a new password at once.
 */
function ActivityPage({ signedIn, sessionEnded, headingRef }: SignedInProps) {
  const text = useActivityMessages();
  const { locale } = useI18n();
  const { online, list, load, report, reporting } = useActivity(sessionEnded);
  const [confirming, setConfirming] = useState<string>();
  const [note, setNote] = useState<SectionNote>();
  const [askPassword, setAskPassword] = useState(false);
  const newPasswordTitle = useRef<HTMLHeadingElement>(null);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );

  useEffect(() => {
    if (askPassword) newPasswordTitle.current?.focus();
  }, [askPassword]);

  const confirmReport = async (eventId: string) => {
    const event = list.state === 'loaded' && list.events.find(({ id }) => id === eventId);
    if (!event) return;
    const outcome = await report(event);
    if (!outcome) return;
    if (outcome.kind === 'reported') {
      setConfirming(undefined);
      setNote({
        tone: 'info',
        text:
          outcome.endedSessions === 0
            ? text('activity.doneNoOthers')
            : text('activity.done', { count: outcome.endedSessions }),
      });
      setAskPassword(true);
    } else if (outcome.kind === 'gone') {
      setConfirming(undefined);
      setNote({ tone: 'error', text: text('activity.gone') });
      headingRef.current?.focus();
    } else {
      setNote({ tone: 'error', text: text('activity.reportFailed') });
    }
  };

  const offlineNote =
    online || list.state === 'failed'
      ? undefined
      : list.state === 'loaded'
        ? text('activity.reportOffline')
        : text('activity.offline');

  return (
    <section className="card security" aria-labelledby="activity-title">
      <h1 id="activity-title" ref={headingRef} tabIndex={-1}>
        {text('title.activity')}
      </h1>
      <BackLink />
      <p className="lead">{text('activity.intro')}</p>
      <SectionNotes note={note} offline={offlineNote} />
      {askPassword && (
        <NewPasswordStep
          text={text}
          headingRef={newPasswordTitle}
          signedIn={signedIn}
          onSessionEnded={sessionEnded}
        />
      )}
      {list.state === 'loading' && online && <p role="status">{text('activity.loading')}</p>}
      {list.state === 'failed' && (
        <>
          <p role="alert">{text('activity.failed')}</p>
          <TryAgainButton buttonRef={tryAgain} onClick={() => load()} />
        </>
      )}
      {list.state === 'loaded' &&
        (list.events.length === 0 ? (
          <p>{text('activity.empty')}</p>
        ) : (
          <ol className="activity-list" aria-labelledby="activity-title">
            {list.events.map((event) => (
              <ActivityItem
                key={event.id}
                event={event}
                formatTime={(date) => format.format(date)}
                text={text}
                confirming={confirming === event.id}
                busy={reporting}
                offline={!online}
                onAsk={() => {
                  setNote(undefined);
                  setConfirming(event.id);
                }}
                onConfirm={() => confirmReport(event.id)}
                onCancel={() => setConfirming(undefined)}
              />
            ))}
          </ol>
        ))}
      <div className="security-foot">
        <BackLink />
      </div>
    </section>
  );
}

/** Behind the route guard (app/signed-in-only.tsx), as every page for signed-in users. */
export const activityPage: SignedInPage = { Page: ActivityPage, useBeforeSignedIn };
