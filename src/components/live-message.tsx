import type { ReactNode, Ref } from 'react';

/**
 * A region that screen readers announce when its text changes. It is always in the page,
 * even when empty, because a live region added together with its text is often not read.
 */
export function LiveMessage({
  tone,
  children,
  focusRef,
}: {
  readonly tone: 'error' | 'info';
  readonly children?: ReactNode;
  /** For a message the keyboard may be moved to, when what had it is gone. */
  readonly focusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      className={children ? `live-message live-message-${tone}` : 'live-message'}
      role={tone === 'error' ? 'alert' : 'status'}
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
    >
      {children}
    </div>
  );
}
