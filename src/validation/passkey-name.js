// @ts-check
/**
 * The longest name a passkey may have, in characters (`PasskeyName` in docs/openapi.yaml):
 * the portal's rename field and the name it gives a new passkey keep to it, and the local SSO
 * refuses a longer one.
 */
export const maxPasskeyNameLength = 64;
