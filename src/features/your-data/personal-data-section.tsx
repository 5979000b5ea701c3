import { useEffect, useState } from 'react';
import type { PersonalDataAnswer } from '../../api/personal-data';
import { wholeWords } from '../../components/whole-words';
import { useI18n } from '../../i18n/i18n-context';
import type { YourDataTranslate } from '../../i18n/your-data-messages';
import { activityEventTitle } from '../../words/activity-event-title';
import { applicationName } from './application-name';
import { dataFileName, dataFileUrl } from './data-file';

type Translate = YourDataTranslate;

function useDateFormat(): (iso: string) => string {
  const { locale } = useI18n();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

function deviceOf(
  seen: { readonly browser: string; readonly os: string },
  thisDevice: boolean,
  text: Translate,
): string {
  const parts = [seen.browser, seen.os].filter((part) => part !== 'unknown');
  const device = parts.length > 0 ? parts.join(', ') : text('data.unknownDevice');
  return thisDevice ? text('data.thisDevice', { device }) : device;
}

/** A list, or "Nothing kept" where the SSO keeps none: an empty heading would read as a fault. */
function Items({ items, text }: { readonly items: readonly string[]; readonly text: Translate }) {
  if (items.length === 0) return <p className="your-data-none">{text('data.nothingKept')}</p>;
  return (
    <ul className="your-data-list">
      {items.map((item, index) => (
        // The SSO gives these no ids; their order is the answer's and never changes here.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * What the SSO keeps about the signed-in broker, shown at once, and the same answer as a file
 * to download.
 */
export function PersonalDataSection({
  answer,
  text,
}: {
  readonly answer: PersonalDataAnswer;
  readonly text: Translate;
}) {
  const { data } = answer;
  const date = useDateFormat();
  const [fileUrl, setFileUrl] = useState<string>();
  useEffect(() => {
    const url = dataFileUrl(answer.text);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [answer.text]);
  const { secondFactor } = data;
  return (
    <section className="your-data-section" aria-labelledby="data-title">
      <h2 id="data-title">{text('data.title')}</h2>
      <h3>{text('data.profile')}</h3>
      <dl className="your-data-facts">
        <dt>{text('data.name')}</dt>
        <dd>{data.profile.name}</dd>
        <dt>{wholeWords(text('data.email'))}</dt>
        <dd>{data.profile.email}</dd>
        <dt>{text('data.language')}</dt>
        <dd>{data.profile.locale}</dd>
      </dl>
      <h3>{text('data.applications')}</h3>
      <Items
        text={text}
        items={data.applications.map((application) => applicationName(application, text))}
      />
      <h3>{text('data.sessions')}</h3>
      <Items
        text={text}
        items={data.sessions.map((session) =>
          text('data.sessionItem', {
            device: deviceOf(session, session.current, text),
            signedIn: date(session.signedInAt),
            lastUsed: date(session.lastUsedAt),
          }),
        )}
      />
      <h3>{text('data.passkeys')}</h3>
      <Items
        text={text}
        items={data.passkeys.map((passkey) =>
          text('data.passkeyItem', { name: passkey.name, created: date(passkey.createdAt) }),
        )}
      />
      <h3>{text('data.companyAccounts')}</h3>
      <Items
        text={text}
        items={data.companyAccounts.map((account) =>
          text('data.companyItem', {
            email: account.email,
            provider: account.provider,
            linked: date(account.linkedAt),
          }),
        )}
      />
      <h3>{text('data.secondFactor')}</h3>
      <p>
        {secondFactor.authenticator
          ? text('data.authenticatorOn', { date: date(secondFactor.authenticator) })
          : text('data.authenticatorOff')}
        {secondFactor.recoveryCodesLeft > 0 && (
          <>
            <br />
            {text('data.recoveryCodesLeft', { count: secondFactor.recoveryCodesLeft })}
          </>
        )}
      </p>
      <h3>{text('data.activity')}</h3>
      <Items
        text={text}
        items={data.activity.map((event) =>
          text('data.activityItem', {
            what: activityEventTitle(event, text),
            at: date(event.at),
            device: deviceOf(event, event.thisDevice, text),
            address: event.address,
          }),
        )}
      />
      <p className="your-data-download">
        {fileUrl && (
          <a
            className="button button-secondary"
            href={fileUrl}
            download={dataFileName(data.generatedAt, text('data.fileName'))}
          >
            {text('action.downloadData')}
          </a>
        )}
      </p>
      <p className="hint">{wholeWords(text('data.downloadHint'))}</p>
    </section>
  );
}
