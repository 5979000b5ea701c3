import type { ReactNode } from 'react';

/**
 * A region that screen readers announce when its text changes. It is always in the page,
 * even when empty, because a live region added together with its text is often not read.
 */
export function LiveMessage({
  tone,
  children,
}: {
  readonly tone: 'error' | 'info';
  readonly children?: ReactNode;
}) {
  return (
    <div
      className={children ? `live-message live-message-${tone}` : 'live-message'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
