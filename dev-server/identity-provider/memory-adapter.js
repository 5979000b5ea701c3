// @ts-check

/**
 * oidc-provider's storage for one stand-in provider, in memory. Its bundled memory adapter keeps
 * one store for the whole process: two stand-ins in one process (the tests, `npm start`) would
 * share codes, sessions and grants, and a code of one could be looked up at the other. Each
 * stand-in gets a store of its own here.
 */

/**
 * @typedef {Record<string, any>} Payload
 * @typedef {{ payload: Payload, expiresAt: number }} Entry
 */

/** @returns {import('oidc-provider').AdapterConstructor} An adapter bound to a store of its own. */
export function createMemoryAdapter() {
  /** @type {Map<string, Entry>} */
  const store = new Map();

  /** @param {string} key */
  const live = (key) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return /** @type {import('oidc-provider').AdapterConstructor} */ (
    class MemoryAdapter {
      /** @param {string} name The model: Session, AuthorizationCode, Grant, Interaction, ... */
      constructor(name) {
        this.name = name;
      }

      /** @param {string} id */
      key(id) {
        return `${this.name}:${id}`;
      }

      /**
       * @param {string} id
       * @param {Payload} payload
       * @param {number} expiresIn Seconds.
       */
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        store.set(this.key(id), { payload, expiresAt });
        if (payload.grantId) {
          const grantKey = `grant:${payload.grantId}`;
          const members = /** @type {Set<string>} */ (live(grantKey) ?? new Set());
          members.add(this.key(id));
          store.set(grantKey, { payload: members, expiresAt });
        }
        if (payload.uid) store.set(`uid:${payload.uid}`, { payload: { id }, expiresAt });
      }

      /** @param {string} id */
      async find(id) {
        return live(this.key(id));
      }

      /** @param {string} uid */
      async findByUid(uid) {
        const found = live(`uid:${uid}`);
        return found ? this.find(found.id) : undefined;
      }

      /** @param {string} userCode */
      async findByUserCode(userCode) {
        return live(`userCode:${userCode}`);
      }

      /** @param {string} id */
      async consume(id) {
        const payload = live(this.key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      }

      /** @param {string} id */
      async destroy(id) {
        store.delete(this.key(id));
      }

      /** @param {string} grantId */
      async revokeByGrantId(grantId) {
        const members = /** @type {Set<string> | undefined} */ (live(`grant:${grantId}`));
        for (const key of members ?? []) store.delete(key);
        store.delete(`grant:${grantId}`);
      }
    }
  );
}
