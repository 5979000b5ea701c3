// @ts-check
import { randomUUID } from 'node:crypto';

/**
 * The messages the SSO asks hermes, the suite's messaging service, to deliver. Locally nothing
 * is delivered: each message is kept here (tests read them from `service.outbox`) and logged,
 * so a developer can follow a reset link from the console.
 *
 * @typedef {'password-reset' | 'password-changed' | 'sign-up-received'
 *   | 'sign-up-existing-account' | 'personal-data-request'
 *   | import('./account-notices.js').NoticeTemplate} HermesTemplate
 * @typedef {'pt-BR' | 'en'} MessageLocale
 *
 * @typedef {object} HermesMessage The `HermesMessage` schema of docs/openapi.yaml.
 * @property {string} id
 * @property {'email'} channel
 * @property {string} to
 * @property {HermesTemplate} template
 * @property {MessageLocale} locale
 * @property {Readonly<Record<string, string>>} variables What the template fills in, such as
 *   `name` and `resetUrl`.
 * @property {string} createdAt ISO 8601.
 */

/** Old messages are dropped past this many, so a long-running service does not grow. */
const keptMessages = 500;

export const messageLocales = /** @type {const} */ (['pt-BR', 'en']);

/**
 * @param {unknown} value
 * @returns {value is MessageLocale}
 */
export function isMessageLocale(value) {
  return messageLocales.includes(/** @type {MessageLocale} */ (value));
}

export class HermesOutbox {
  /** @type {HermesMessage[]} */
  #messages = [];
  #log;
  #now;

  /** @param {{ log: (line: string) => void, now: () => number }} options */
  constructor(options) {
    this.#log = options.log;
    this.#now = options.now;
  }

  /**
   * @param {Omit<HermesMessage, 'id' | 'channel' | 'createdAt'>} message
   * @returns {HermesMessage}
   */
  send(message) {
    /** @type {HermesMessage} */
    const sent = Object.freeze({
      id: randomUUID(),
      channel: 'email',
      to: message.to,
      template: message.template,
      locale: message.locale,
      variables: Object.freeze({ ...message.variables }),
      createdAt: new Date(this.#now()).toISOString(),
    });
    this.#messages.push(sent);
    if (this.#messages.length > keptMessages) this.#messages.shift();
    this.#log(`hermes: ${sent.template} (${sent.locale}) to ${sent.to}`);
    if (sent.variables.resetUrl) this.#log(`  reset link: ${sent.variables.resetUrl}`);
    return sent;
  }

  /** Every message kept, oldest first. */
  get messages() {
    return [...this.#messages];
  }

  /**
   * The latest message to `to` from `template`, if any.
   *
   * @param {string} to
   * @param {HermesTemplate} template
   */
  latest(to, template) {
    return this.#messages.findLast(
      (message) => message.to.toLowerCase() === to.toLowerCase() && message.template === template,
    );
  }
}
