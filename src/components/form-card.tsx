import type { ReactNode } from 'react';
import { FailureAlert, type FailureAlertProps } from './failure-alert';
import { LiveMessage } from './live-message';
import { wholeWords } from './whole-words';

/**
 * The card every form of the portal stands in: its heading and lead, then its two live
 * regions (why the last submission failed; a notice such as "you are offline"), then the
 * form. The regions are always there, even empty, so screen readers announce what appears.
 */
export function FormCard<Failure>({
  titleId,
  title,
  lead,
  submission,
  message,
  notice,
  children,
}: FailureAlertProps<Failure> & {
  readonly titleId: string;
  readonly title: string;
  readonly lead: string;
  readonly notice: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="lead">{wholeWords(lead)}</p>
      <FailureAlert submission={submission} message={message} />
      <LiveMessage tone="info">{notice}</LiveMessage>
      {children}
    </section>
  );
}
