import type { UserEvent } from '@testing-library/user-event';

/**
 * Pastes each value into its field, in order, as a person filling a form from a document does:
 * far quicker in jsdom than typing every key, where the keys are not what a test is about.
 */
export async function pasteInto(
  user: UserEvent,
  entries: readonly (readonly [HTMLElement, string])[],
): Promise<void> {
  for (const [field, value] of entries) {
    await user.click(field);
    await user.paste(value);
  }
}
