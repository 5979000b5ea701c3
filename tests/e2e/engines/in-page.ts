/**
 * Code the journeys run inside the page, the same in every engine. Each function is sent as
 * its source text, so it must be whole in itself: no imports, no helpers from this module.
 */

/** A name to match: exact text once white space is folded, or a pattern. */
export type NameMatch = string | { readonly source: string; readonly flags: string };

/** A pattern as the page can receive it (a RegExp does not survive serialisation). */
export function pattern(expression: RegExp): NameMatch {
  return { source: expression.source, flags: expression.flags };
}

export interface RoleQuery {
  readonly role: 'button' | 'link' | 'heading' | 'field';
  readonly name: NameMatch;
}

/**
 * The first element shown on the page with `role` and an accessible name matching `name`, as
 * a person using a screen reader would find it. "field" is any input, select or text area,
 * named by its label. A small part of the accessible-name rules: what the portal's markup uses
 * (aria-label, aria-labelledby, <label>, text content).
 */
export function findByRole(query: RoleQuery): Element | null {
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string) =>
    typeof query.name === 'string'
      ? text === query.name
      : new RegExp(query.name.source, query.name.flags).test(text);
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const labelledBy = (element: Element) =>
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent : ''))
      .join(' ');
  const nameOf = (element: Element): string => {
    const explicit = element.getAttribute('aria-label') ?? labelledBy(element);
    if (fold(explicit)) return fold(explicit);
    if (query.role === 'field') {
      // A label that wraps its control reads without it: a menu's label is not its options.
      const labelText = (label: HTMLLabelElement) => {
        const copy = label.cloneNode(true) as HTMLElement;
        for (const control of copy.querySelectorAll('input, select, textarea')) control.remove();
        return copy.textContent;
      };
      const labels = [...((element as HTMLInputElement).labels ?? [])];
      return fold(labels.map(labelText).join(' '));
    }
    if (element instanceof HTMLInputElement) return fold(element.value);
    return fold(element.textContent);
  };
  const selectors = {
    button: 'button, input[type="submit"], input[type="button"], [role="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    field: 'input:not([type="hidden"]), select, textarea',
  };
  for (const element of document.querySelectorAll(selectors[query.role])) {
    if (shown(element) && matches(nameOf(element))) return element;
  }
  return null;
}

/** The text a person reads on the page, white space folded. */
export function shownText(): string {
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown is what a person reads.
  return (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim();
}

declare global {
  interface Window {
    __journeyProblems?: string[];
  }
}

/**
 * Starts recording, in the current document, what goes wrong from now on: uncaught errors and
 * rejections, console errors and policy violations. For an engine whose automation reports
 * none of them (WebKitGTK's WebDriver); installed again after every load, since a new
 * document starts without it.
 */
export function recordProblems(): void {
  if (window.__journeyProblems) return;
  const problems: string[] = [];
  window.__journeyProblems = problems;
  const where = () => location.pathname;
  window.addEventListener('error', (event) => {
    problems.push(`page error on ${where()}: ${event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    problems.push(`unhandled rejection on ${where()}: ${String(event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${where()}`,
    );
  });
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console on ${where()}: ${args.map(String).join(' ')}`);
    error(...args);
  };
}

/** What `recordProblems` has recorded in the current document, and forgets it. */
export function takeRecordedProblems(): string[] {
  const recorded = window.__journeyProblems?.splice(0) ?? [];
  return recorded;
}
