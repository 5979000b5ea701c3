// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which brokerages (corretoras) each broker belongs to, what each gives them, and which one
 * each session acts for (the contract's "Brokerages"). The applications a session reports
 * follow its active brokerage, so every application of the suite sees the same one.
 */

/** @typedef {'company' | 'code'} BrokerageRequirement */
/**
 * @typedef {object} Brokerage
 * @property {string} id
 * @property {string} name
 * @property {string} cnpj Fourteen digits, kept whole here and never sent whole.
 * @property {BrokerageRequirement[]} requires
 */
/**
 * @typedef {object} Membership
 * @property {Brokerage} brokerage
 * @property {string} role
 * @property {string[]} apps
 */

const allApps = [
  'pipeline',
  'insured',
  'multiquote',
  'automation',
  'schedule',
  'notifications',
  'education',
];

/** The demo's brokerages and memberships (dev-server/data/README.md). */
export const demoBrokeragesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../data/brokerages.json',
);

/**
 * The CNPJ as the contract sends it: the first two digits, the branch and the check digits,
 * enough for a broker to tell two of their brokerages apart and no more.
 *
 * @param {string} cnpj
 */
export function maskCnpj(cnpj) {
  return `${cnpj.slice(0, 2)}.***.***/${cnpj.slice(8, 12)}-${cnpj.slice(12, 14)}`;
}

/**
 * @param {string} file dev-server/data/brokerages.json or a test's own.
 * @param {() => number} now The service's clock, for when each brokerage was last chosen.
 */
export function loadBrokerages(file, now) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Map<string, Brokerage>} */
  const byId = new Map(data.brokerages.map((/** @type {Brokerage} */ b) => [b.id, b]));
  /** @type {Map<string, Membership[]>} By lowercased email. */
  const byEmail = new Map();
  for (const entry of data.memberships) {
    const brokerage = byId.get(entry.brokerageId);
    if (!brokerage) throw new Error(`${file}: no brokerage ${entry.brokerageId}`);
    const list = byEmail.get(entry.email.toLowerCase()) ?? [];
    list.push({ brokerage, role: entry.role, apps: entry.apps === 'all' ? allApps : entry.apps });
    byEmail.set(entry.email.toLowerCase(), list);
  }
  /** @type {Map<string, string>} The active brokerage of each session, by session id. */
  const activeBySession = new Map();
  /** @type {Map<string, string>} The brokerage each account used last, by account id. */
  const lastUsed = new Map();
  /**
   * When each account last chose each of its brokerages (epoch ms), by account id then
   * brokerage id: the picker's "last used". Kept in memory, as every choice is.
   *
   * @type {Map<string, Map<string, number>>}
   */
  const chosenAt = new Map();

  /** @param {{ email: string }} user */
  const membershipsOf = (user) => byEmail.get(user.email.toLowerCase()) ?? [];

  /**
   * What the target asks that the session has not proved: `company`, a sign-in with the
   * company's provider; `code`, the second factor, at any time in this session.
   *
   * @param {Brokerage} brokerage
   * @param {import('../sessions/sessions.js').Session} session
   * @returns {BrokerageRequirement[]}
   */
  function missingFor(brokerage, session) {
    return brokerage.requires.filter((requirement) =>
      requirement === 'code'
        ? session.proofs.second === undefined
        : session.proofs.first.method !== 'company_provider',
    );
  }

  /**
   * The session's active membership: the one it chose, else the only one, else the one the
   * account used last if the session has proved what it asks; `undefined` while a broker with
   * several must choose.
   *
   * @param {{ id: string, email: string }} user
   * @param {import('../sessions/sessions.js').Session} session
   */
  function activeOf(user, session) {
    const memberships = membershipsOf(user);
    const chosen = activeBySession.get(session.id) ?? lastUsed.get(user.id);
    const found = memberships.find((m) => m.brokerage.id === chosen);
    if (found && missingFor(found.brokerage, session).length === 0) return found;
    if (memberships.length === 1) return memberships[0];
    return undefined;
  }

  return {
    membershipsOf,
    activeOf,
    missingFor,
    /**
     * The member's membership of `brokerageId`, or `undefined` alike for a brokerage they do
     * not belong to and one that does not exist.
     *
     * @param {{ email: string }} user
     * @param {string} brokerageId
     */
    membershipOf(user, brokerageId) {
      return membershipsOf(user).find((m) => m.brokerage.id === brokerageId);
    },
    /**
     * @param {{ id: string }} user
     * @param {import('../sessions/sessions.js').Session} session
     * @param {string} brokerageId
     */
    choose(user, session, brokerageId) {
      activeBySession.set(session.id, brokerageId);
      lastUsed.set(user.id, brokerageId);
      const times = chosenAt.get(user.id) ?? new Map();
      times.set(brokerageId, now());
      chosenAt.set(user.id, times);
    },
    /**
     * When the account last chose `brokerageId`, or `undefined` if it never has.
     *
     * @param {{ id: string }} user
     * @param {string} brokerageId
     */
    lastUsedAt(user, brokerageId) {
      return chosenAt.get(user.id)?.get(brokerageId);
    },
  };
}

/** @typedef {ReturnType<typeof loadBrokerages>} BrokerageDirectory */

/**
 * The contract's `User.brokerages`, `User.apps` and `Session.activeBrokerageId` for a session.
 * An account in no brokerage of the data (a test's own accounts) keeps its own applications.
 *
 * @param {BrokerageDirectory} directory
 * @param {{ id: string, email: string, apps: readonly string[] }} user
 * @param {import('../sessions/sessions.js').Session} session
 */
export function brokerageView(directory, user, session) {
  const memberships = directory.membershipsOf(user);
  if (memberships.length === 0)
    return { apps: user.apps, brokerages: undefined, active: undefined };
  const active = directory.activeOf(user, session);
  /** @param {string} brokerageId */
  const lastUsedAt = (brokerageId) => {
    const at = directory.lastUsedAt(user, brokerageId);
    return at === undefined ? null : new Date(at).toISOString();
  };
  return {
    apps: active ? active.apps : [],
    brokerages: memberships.map((m) => ({
      id: m.brokerage.id,
      name: m.brokerage.name,
      cnpj: maskCnpj(m.brokerage.cnpj),
      role: m.role,
      apps: m.apps,
      requires: m.brokerage.requires,
      lastUsedAt: lastUsedAt(m.brokerage.id),
    })),
    active: active ? active.brokerage.id : null,
  };
}
