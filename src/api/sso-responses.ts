/**
 * Run-time checks of what the SSO API answers (docs/openapi.yaml). The portal never trusts a
 * body's shape: a missing field must not become a wrong "signed in".
 */

export interface SsoUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** Keys of the suite applications this user may open. */
  readonly apps: readonly string[];
}

export interface SsoSession {
  /** A public identifier of the session (not its secret), used to aim a deferred logout. */
  readonly id: string;
  /**
   * When the server ends the session. As parsed, on the server's clock; `sso.ts` hands it on
   * as this device's clock will read that moment.
   */
  readonly expiresAt: Date;
}

export interface SignedIn {
  readonly user: SsoUser;
  readonly session: SsoSession;
}

export interface SsoErrorBody {
  readonly code: string;
  readonly retryAfter?: number;
  readonly fields?: readonly { readonly field: string; readonly code: string }[];
}

type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

export function parseSignedIn(body: unknown): SignedIn | undefined {
  if (!isObject(body) || !isObject(body.user) || !isObject(body.session)) return undefined;
  const { id, email, name, apps } = body.user;
  if (!nonEmptyString(id) || !nonEmptyString(email) || typeof name !== 'string') return undefined;
  if (!Array.isArray(apps) || !apps.every((app) => typeof app === 'string')) return undefined;

  const { id: sessionId, expiresAt } = body.session;
  if (!nonEmptyString(sessionId) || typeof expiresAt !== 'string') return undefined;
  const expiry = new Date(expiresAt);
  if (Number.isNaN(expiry.getTime())) return undefined;

  return {
    user: { id, email, name, apps: [...apps] },
    session: { id: sessionId, expiresAt: expiry },
  };
}

export function parseErrorBody(body: unknown): SsoErrorBody | undefined {
  if (!isObject(body) || !isObject(body.error) || !nonEmptyString(body.error.code)) {
    return undefined;
  }
  const { code, retryAfter, fields } = body.error;
  const parsed: { -readonly [K in keyof SsoErrorBody]: SsoErrorBody[K] } = { code };
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0) {
    parsed.retryAfter = retryAfter;
  }
  if (Array.isArray(fields)) {
    parsed.fields = fields.filter(
      (f): f is { field: string; code: string } =>
        isObject(f) && nonEmptyString(f.field) && nonEmptyString(f.code),
    );
  }
  return parsed;
}
