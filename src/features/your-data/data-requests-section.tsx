import { useEffect, useRef, useState } from 'react';
import {
  type DataRequest,
  type DataRequestKind,
  dataRequestKinds,
  listDataRequests,
  makeDataRequest,
  type PersonalDataFailure,
} from '../../api/personal-data';
import { FailureAlert } from '../../components/failure-alert';
import { LiveMessage } from '../../components/live-message';
import { SelectField } from '../../components/select-field';
import { SubmissionForm } from '../../components/submission-form';
import { SubmitButton } from '../../components/submit-button';
import { FieldFrame } from '../../components/text-field';
import { wholeWords } from '../../components/whole-words';
import { useSubmission } from '../../hooks/use-submission';
import { requestFailureMessages } from '../../i18n/failure-words';
import { useI18n } from '../../i18n/i18n-context';
import type { YourDataTranslate } from '../../i18n/your-data-messages';

type Translate = YourDataTranslate;
type Errors = { readonly kind?: string | undefined };
const knownStates = ['received', 'in-progress', 'answered'] as const;

function stateWords(state: string, text: Translate): string {
  const known = knownStates.find((candidate) => candidate === state);
  return known ? text(`requests.state.${known}`) : text('requests.state.other');
}

/** The requests made, newest first, each with its protocol number, its due date and state. */
function RequestList({
  requests,
  text,
}: {
  readonly requests: readonly DataRequest[];
  readonly text: Translate;
}) {
  const { locale } = useI18n();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  if (requests.length === 0) return <p>{wholeWords(text('requests.none'))}</p>;
  return (
    <ul className="your-data-requests">
      {requests.map((request) => (
        <li key={request.protocol}>
          <p className="your-data-request-kind">{text(`requests.kind.${request.kind}`)}</p>
          <dl className="your-data-facts">
            <dt>{text('requests.protocol')}</dt>
            <dd>{request.protocol}</dd>
            <dt>{text('requests.received')}</dt>
            <dd>{day.format(request.receivedAt)}</dd>
            <dt>{text('requests.due')}</dt>
            <dd>{day.format(request.dueAt)}</dd>
            <dt>{text('requests.state')}</dt>
            <dd>{stateWords(request.state, text)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * Requests about one's data (LGPD art. 18): the form (what, and details), answered with a
 * protocol number and the date the answer is due, and the list of those made so far.
 */
export function DataRequestsSection({
  text,
  onSessionEnded,
}: {
  readonly text: Translate;
  /** The SSO answered 401: the session ended under the page. */
  readonly onSessionEnded: () => void;
}) {
  const { t, locale } = useI18n();
  const [requests, setRequests] = useState<readonly DataRequest[]>();
  const [kind, setKind] = useState<DataRequestKind | ''>('');
  const [details, setDetails] = useState('');
  const [received, setReceived] = useState<DataRequest>();
  const kindField = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    let current = true;
    void listDataRequests().then((result) => {
      if (!current) return;
      if (result.ok) setRequests(result.requests);
      else if (result.failure.kind === 'unauthenticated') onSessionEnded();
      else setRequests([]);
    });
    return () => {
      current = false;
    };
  }, [onSessionEnded]);

  const submission = useSubmission({
    send: (input: { kind: DataRequestKind | ''; details: string }) =>
      makeDataRequest({
        kind: input.kind as DataRequestKind,
        ...(input.details.trim() ? { details: input.details.trim() } : {}),
      }),
    validate: (input): Errors => (input.kind ? {} : { kind: text('requests.kindRequired') }),
    onFieldErrors: () => kindField.current?.focus(),
    onSuccess: ({ request }) => {
      setReceived(request);
      setRequests((listed) => [request, ...(listed ?? [])]);
      setKind('');
      setDetails('');
    },
    onFailure: (failure) => {
      if (failure.kind === 'unauthenticated') onSessionEnded();
    },
  });

  const failureWords = (failure: PersonalDataFailure, wait: string) => {
    if (failure.kind === 'too_many_attempts') return text('requests.tooMany', { wait });
    if (failure.kind === 'unauthenticated' || failure.kind === 'invalid_request') {
      return t('error.malformed');
    }
    return t(requestFailureMessages[failure.kind]);
  };
  const due = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });

  return (
    <section className="your-data-section" aria-labelledby="requests-title">
      <h2 id="requests-title">{text('requests.title')}</h2>
      <p>{wholeWords(text('requests.intro'))}</p>
      <SubmissionForm submission={submission} input={{ kind, details }}>
        <SelectField
          label={text('requests.kind')}
          placeholder={text('requests.kindPlaceholder')}
          options={dataRequestKinds.map((value) => ({
            value,
            label: text(`requests.kind.${value}`),
          }))}
          value={kind}
          onChange={(event) => setKind(event.target.value as DataRequestKind | '')}
          error={submission.fieldErrors.kind}
          selectRef={kindField}
        />
        <FieldFrame
          label={text('requests.details')}
          hint={text('requests.detailsHint')}
          error={undefined}
        >
          {(control) => (
            <textarea
              {...control}
              className="field-input"
              rows={4}
              maxLength={2000}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          )}
        </FieldFrame>
        <FailureAlert submission={submission} message={failureWords} />
        <SubmitButton
          label={text('action.sendDataRequest')}
          sendingLabel={text('action.sendingDataRequest')}
          submission={submission}
        />
      </SubmissionForm>
      <LiveMessage tone="info">
        {received &&
          text('requests.sent', { protocol: received.protocol, due: due.format(received.dueAt) })}
      </LiveMessage>
      <h3>{text('requests.listTitle')}</h3>
      {requests ? <RequestList requests={requests} text={text} /> : null}
    </section>
  );
}
