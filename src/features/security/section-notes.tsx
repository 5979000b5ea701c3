import { LiveMessage } from '../../components/live-message';
import type { SectionNote } from './use-section-changes';

/**
 * How a part of the security page says what its last change did, or why it failed: one live
 * region per tone, both there from the start (one added with its text is often not read out),
 * and, offline, what still works (`offline`).
 */
export function SectionNotes({
  note,
  offline,
}: {
  readonly note: SectionNote | undefined;
  readonly offline?: string | undefined;
}) {
  return (
    <>
      {offline !== undefined && <p className="live-message live-message-info">{offline}</p>}
      <LiveMessage tone="info">{note?.tone === 'info' ? note.text : undefined}</LiveMessage>
      <LiveMessage tone="error">{note?.tone === 'error' ? note.text : undefined}</LiveMessage>
    </>
  );
}
