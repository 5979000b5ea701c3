/**
 * The id of the notice a prerendered page carries, hidden, for a script that never starts
 * (scripts/build/stalled-page.ts writes it): the early handler shows it too, when the app's
 * code does not arrive.
 */
export const stalledNoticeId = 'page-stalled';
