import { requestsInFlight } from '../api/in-flight';

const typedInputs = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/** Whether any field of the page holds something the user typed. */
export function formHasInput(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedInputs)].some(
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
