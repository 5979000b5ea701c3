import { requestsInFlight } from '../api/in-flight';
import { carryEmail } from '../hooks/use-carried-email';

// An email field is left out: a reload fills it in again (see `keepTypedEmail`), so an email
// alone is nothing to lose. A password, or any other field typed, is.
const lostOnReload =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=email]), textarea';

/** Whether any field of the page holds something typed that a reload would lose. */
export function formHasInput(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(lostOnReload)].some(
    (field) => field.value !== '',
  );
}

/**
 * Whether switching to a new version now would lose something: typed input, or a request
 * (a sign-in, a sign-out) still on its way.
 */
export function pageIsBusy(): boolean {
  return requestsInFlight() > 0 || formHasInput();
}

/**
 * Keeps the email typed on the page in the history entry's state, where the sign-in and
 * reset pages read it back after the reload that switches versions.
 */
export function keepTypedEmail(root: ParentNode = document): void {
  const typed = [...root.querySelectorAll<HTMLInputElement>('input[type=email]')].find(
    (field) => field.value.trim() !== '',
  );
  const carried = typed && carryEmail(typed.value);
  if (!carried) return;
  const state: unknown = history.state;
  history.replaceState({ ...(typeof state === 'object' ? state : {}), ...carried }, '');
}
