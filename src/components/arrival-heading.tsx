import type { ReactNode } from 'react';

/**
 * The heading of a screen that replaced another under the user (a confirmation, a page that
 * stopped): focused as it appears, so keyboard and screen-reader users start there.
 */
export function ArrivalHeading({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}) {
  return (
    <h1 id={id} ref={focusOnArrival} tabIndex={-1}>
      {children}
    </h1>
  );
}

// One function for every heading, so React attaches it once, as the heading appears.
function focusOnArrival(heading: HTMLHeadingElement | null): void {
  heading?.focus();
}
