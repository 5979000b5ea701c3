import { useMemo, useRef } from 'react';
import {
  type DeviceSession,
  endOtherSessions,
  endSession,
  listSessions,
} from '../../api/second-factor-account';
import { type DeviceTranslate, useDeviceMessages } from '../../i18n/device-messages';
import { useI18n } from '../../i18n/i18n-context';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { useSecurityMessages } from '../../i18n/security-messages';
import { deviceName } from '../../words/device-words';
import { deviceTypeName } from './device-description';
import { timeAgo } from './relative-time';
import { SectionNotes } from './section-notes';
import { asksForProof, useProofCheck } from './use-proof-check';
import { type SectionProps, type SectionRead, useSecuritySection } from './use-security-section';

const readSessions: SectionRead<readonly DeviceSession[]> = async () => {
  const result = await listSessions();
  return result.ok ? { ok: true, value: result.sessions } : result;
};

/** "Chrome on Android", as the SSO read it from the browser's user agent. */
function sessionDevice(
  session: DeviceSession,
  deviceText: DeviceTranslate,
  text: SecurityTranslate,
): string {
  return deviceName(session, deviceText) ?? text('devices.unknown');
}

/**
 * The user's sessions on every device, this one marked, each other one ended with a button,
 * or all of them at once. An ended session's next request is refused, so its tab goes to
 * the sign-in page at its next session check. Ending needs a recent sign-in: past five
 * minutes, the password is asked again first, as for a passkey.
 */
export function DeviceSessionsSection({ signedIn, onSessionEnded }: SectionProps) {
  const { locale } = useI18n();
  const text = useSecurityMessages();
  const deviceText = useDeviceMessages();
  const section = useSecuritySection(readSessions, onSessionEnded);
  const { online, note, setNote, disabled } = section;
  const sessions = section.state;
  const title = useRef<HTMLHeadingElement>(null);
  const proof = useProofCheck({
    email: signedIn.user.email,
    onSessionEnded,
    focusTitle: () => title.current?.focus(),
  });
  const relative = useMemo(
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
    [locale],
  );

  const ago = (date: Date) => timeAgo(relative, date, Date.now(), text('devices.justNow'));

  const end = (session: DeviceSession): Promise<void> =>
    section.change(
      () => endSession(session.id),
      (result) => {
        if (result.ok || result.failure.kind === 'not_found') {
          section.setState((list) => list?.filter((other) => other.id !== session.id));
          setNote({
            tone: 'info',
            text: result.ok
              ? text('devices.ended', { device: sessionDevice(session, deviceText, text) })
              : text('devices.gone'),
          });
          // Its button is gone: the keyboard goes back to the section's heading.
          title.current?.focus();
        } else if (result.failure.kind === 'unauthenticated') {
          onSessionEnded();
        } else if (asksForProof(result.failure)) {
          proof.prove(() => end(session), { refusal: result.failure });
        } else {
          setNote({ tone: 'error', text: text('devices.refused') });
        }
      },
    );

  const endOthers = (): Promise<void> =>
    section.change(endOtherSessions, (result) => {
      if (result.ok) {
        section.setState((list) => list?.filter((session) => session.current));
        setNote({
          tone: 'info',
          text:
            result.ended === 0
              ? text('devices.noneEnded')
              : text('devices.endedOthers', { count: result.ended }),
        });
        title.current?.focus();
      } else if (result.failure.kind === 'unauthenticated') {
        onSessionEnded();
      } else if (asksForProof(result.failure)) {
        proof.prove(endOthers, { refusal: result.failure });
      } else {
        section.sayFailure(result.failure);
      }
    });

  const others = sessions?.filter((session) => !session.current) ?? [];

  return (
    <section className="security-section" aria-labelledby="devices-title">
      <h2 id="devices-title" ref={title} tabIndex={-1}>
        {text('devices.title')}
      </h2>
      <p className="lead">{text('devices.intro')}</p>
      <SectionNotes note={note} offline={online ? undefined : text('devices.offline')} />
      {proof.view}
      <div hidden={proof.checking}>
        {sessions === undefined ? (
          online && <p role="status">{text('devices.loading')}</p>
        ) : (
          <>
            <ul className="device-list">
              {sessions.map((session) => {
                const name = sessionDevice(session, deviceText, text);
                const type = deviceTypeName(session, text);
                const lastUsed = ago(session.lastUsedAt);
                return (
                  <li key={session.id} className="device-item">
                    <p className="device-name">
                      {name}
                      {type ? ` · ${type}` : ''}
                    </p>
                    {session.current && (
                      <p className="device-current">{text('devices.thisDevice')}</p>
                    )}
                    <p className="device-times">
                      {text('devices.times', { signedIn: ago(session.signedInAt), lastUsed })}
                    </p>
                    {!session.current && (
                      <button
                        type="button"
                        className="button button-secondary"
                        disabled={disabled}
                        aria-label={text('devices.endLabel', { device: name, lastUsed })}
                        onClick={() => end(session)}
                      >
                        {text('devices.end')}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            {others.length === 0 ? (
              <p>{text('devices.onlyThis')}</p>
            ) : (
              <button
                type="button"
                className="button button-secondary"
                disabled={disabled}
                onClick={endOthers}
              >
                {text('devices.endOthers')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
