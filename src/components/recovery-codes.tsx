import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { copyText } from '../api/clipboard';
import { useAuthenticatorMessages } from '../i18n/authenticator-messages';
import { useI18n } from '../i18n/i18n-context';
import { CheckboxField } from './checkbox-field';
import { LiveMessage } from './live-message';
import './second-factor.css';

export const recoveryCodesFileName = 'gofy-recovery-codes.txt';

export interface RecoveryCodesProps {
  /** The ten codes, as the SSO gave them: shown this once. */
  readonly codes: readonly string[];
  /** Whose codes they are, written in the downloaded file. */
  readonly email: string;
  /** Called once the user says the codes are saved. */
  readonly onDone: () => void;
  /** The heading's level where the caller shows them. */
  readonly headingLevel?: 2 | 3;
  /**
   * The heading takes the keyboard as the codes appear: where what the user was on (the code
   * field and its button) has gone and nothing else says where to go.
   */
  readonly takeFocus?: boolean;
}

/** Saves `text` as a file the browser downloads, through a Blob URL (no server round trip). */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: revoked at once, some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The ten recovery codes, shown once after the second factor is set up or its codes renewed:
 * copied, downloaded or written down, and confirmed as saved before the user moves on, since
 * nothing shows them again.
 */
export function RecoveryCodes({
  codes,
  email,
  onDone,
  headingLevel = 2,
  takeFocus = false,
}: RecoveryCodesProps) {
  const text = useAuthenticatorMessages();
  const { locale } = useI18n();
  const [saved, setSaved] = useState(false);
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string }>();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, as the codes appear.
  const focusOnShow = useRef(takeFocus);
  useEffect(() => {
    if (focusOnShow.current) heading.current?.focus();
  }, []);

  const fileText = useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
    return [
      text('recoveryCodes.fileHeading'),
      text('recoveryCodes.fileAccount', { email }),
      text('recoveryCodes.fileDate', { date }),
      text('recoveryCodes.fileNote'),
      '',
      ...codes,
      '',
    ].join('\n');
  }, [codes, email, locale, text]);

  return (
    <section className="recovery-codes" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={takeFocus ? -1 : undefined}>
        {text('recoveryCodes.title')}
      </Heading>
      <p>{text('recoveryCodes.intro')}</p>
      <p>
        <strong>{text('recoveryCodes.onlyNow')}</strong>
      </p>
      <ul className="recovery-code-list" aria-label={text('recoveryCodes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="recovery-code-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={async () => {
            const copied = await copyText(codes.join('\n'));
            setNote(
              copied
                ? { tone: 'info', text: text('recoveryCodes.copied') }
                : { tone: 'error', text: text('authenticator.copyFailed') },
            );
          }}
        >
          {text('recoveryCodes.copyAll')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            download(fileText, recoveryCodesFileName);
            setNote({ tone: 'info', text: text('recoveryCodes.downloaded') });
          }}
        >
          {text('recoveryCodes.download')}
        </button>
      </div>
      <LiveMessage tone="info">{note?.tone === 'info' ? note.text : undefined}</LiveMessage>
      <LiveMessage tone="error">{note?.tone === 'error' ? note.text : undefined}</LiveMessage>
      <CheckboxField
        label={text('recoveryCodes.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
      <button
        type="button"
        className="button button-primary"
        // Not disabled until the box is ticked: a disabled button is skipped by the keyboard
        // and says nothing of why.
        onClick={() =>
          saved ? onDone() : setNote({ tone: 'error', text: text('recoveryCodes.confirmFirst') })
        }
      >
        {text('recoveryCodes.continue')}
      </button>
    </section>
  );
}
