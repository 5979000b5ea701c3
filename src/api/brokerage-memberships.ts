import type { Schemas, Unchecked } from './contract-types';

/**
 * The brokerages a broker belongs to and the one their session acts for (docs/openapi.yaml,
 * "Brokerages", since 1.25.0), as whoami tells them (`parseSignedIn`).
 */

/** What a brokerage asks a session to have proved; a newer SSO's others are kept as text. */
export type BrokerageRequirement = Schemas['BrokerageRequirement'];

/** One brokerage the broker belongs to. `apps` left open as `User.apps` is. */
export type Membership = Omit<Schemas['Membership'], 'apps' | 'requires' | 'lastUsedAt'> & {
  readonly apps: readonly string[];
  readonly requires: readonly string[];
  /** When the account last chose it (since 1.27.0); null when never, or not said. */
  readonly lastUsedAt: Date | null;
};

const roles: ReadonlySet<string> = new Set<Schemas['Membership']['role']>([
  'owner',
  'broker',
  'assistant',
]);

/** A list of strings, as `apps` and `requires` are. */
export const texts = (list: unknown): list is string[] =>
  Array.isArray(list) && list.every((item) => typeof item === 'string');

/** One `Membership`, or `undefined` when it cannot be read. */
export function readMembership(value: unknown): Membership | undefined {
  // Not `isObject` of sso-responses.ts, which reads whoami with this module's help.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, name, cnpj, role, apps, requires, lastUsedAt } = value as Unchecked<
    Schemas['Membership']
  >;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  if (typeof cnpj !== 'string' || typeof role !== 'string' || !roles.has(role)) return undefined;
  if (!texts(apps) || !texts(requires)) return undefined;
  return {
    id,
    name,
    cnpj,
    role: role as Membership['role'],
    apps: [...apps],
    requires: [...requires],
    lastUsedAt: dateOf(lastUsedAt),
  };
}

/** A `date-time`, or null: an SSO older than 1.27.0 does not say, which reads as "never". */
function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
