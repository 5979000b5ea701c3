import { expect } from 'vitest';
import type {
  HermesMessage,
  HermesOutbox,
  HermesTemplate,
} from '../../dev-server/notices/hermes-outbox.js';

/**
 * Does what makes the service send a message, and answers that message once it is in the
 * outbox. It waits for a newer message of this template to this address than the one before:
 * other messages (a notice of a new device signing in) may arrive meanwhile, so counting the
 * outbox would pick up an older link.
 */
export async function nextMessage(
  outbox: HermesOutbox,
  to: string,
  template: HermesTemplate,
  send: () => Promise<unknown>,
): Promise<HermesMessage> {
  const before = outbox.latest(to, template)?.id;
  await send();
  await expect.poll(() => outbox.latest(to, template)?.id).not.toBe(before);
  const message = outbox.latest(to, template);
  if (!message) throw new Error(`The service sent no ${template} message to ${to}`);
  return message;
}
