// @ts-check

/**
 * Company accounts linked to portal accounts: a provider's account (`sub`) signs in the one
 * portal account it is linked to, and a portal account has at most one company account per
 * provider. In memory, as passkeys are: restarting the service forgets them.
 *
 * @typedef {object} FederatedLink
 * @property {string} provider
 * @property {string} subject The provider's `sub`.
 * @property {string} userId
 * @property {string} email The company account's email when it was linked.
 * @property {number} linkedAt
 */

export class FederatedLinks {
  /** @type {Map<string, FederatedLink>} By provider and subject. */
  #links = new Map();
  #now;

  /** @param {{ now: () => number }} options */
  constructor(options) {
    this.#now = options.now;
  }

  /**
   * @param {string} provider
   * @param {string} subject
   */
  static #key(provider, subject) {
    return JSON.stringify([provider, subject]);
  }

  /**
   * @param {string} provider
   * @param {string} subject
   */
  find(provider, subject) {
    return this.#links.get(FederatedLinks.#key(provider, subject));
  }

  /**
   * The user's links, oldest first.
   *
   * @param {string} userId
   */
  listOf(userId) {
    return [...this.#links.values()].filter((link) => link.userId === userId);
  }

  /**
   * @param {string} userId
   * @param {string} provider
   */
  findOf(userId, provider) {
    return this.listOf(userId).find((link) => link.provider === provider);
  }

  /**
   * Links the company account, unless it or the user's account of that provider is linked.
   *
   * @param {Omit<FederatedLink, 'linkedAt'>} details
   * @returns {FederatedLink | undefined}
   */
  link(details) {
    if (this.find(details.provider, details.subject)) return undefined;
    if (this.findOf(details.userId, details.provider)) return undefined;
    const link = { ...details, linkedAt: this.#now() };
    this.#links.set(FederatedLinks.#key(details.provider, details.subject), link);
    return link;
  }

  /** @param {FederatedLink} link */
  remove(link) {
    this.#links.delete(FederatedLinks.#key(link.provider, link.subject));
  }
}
