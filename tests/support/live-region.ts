/**
 * The text of a live region as a screen reader has it: what is not hidden from it. A wait
 * counted down is read out once, as it was when it began (`CountdownMessage`).
 */
export function spokenText(region: HTMLElement): string {
  return textWithout(region, '[aria-hidden="true"]');
}

/** The text of a live region as it is seen: what is not there for screen readers only. */
export function seenText(region: HTMLElement): string {
  return textWithout(region, '.visually-hidden');
}

function textWithout(region: HTMLElement, leftOut: string): string {
  const copy = region.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll(leftOut)) hidden.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
