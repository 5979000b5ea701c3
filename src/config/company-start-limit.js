// @ts-check
/**
 * The window the SSO counts a client address's company sign-in starts in (docs/openapi.yaml,
 * `startFederatedSignIn`, "Limits per client address"): an address refused
 * (`federation_error=too_many_starts`) may start again within it. The local SSO counts in it
 * and the sign-in page's words name it, so the two cannot say different things.
 */
export const companyStartWindowMinutes = 10;
