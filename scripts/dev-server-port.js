// @ts-check
/**
 * The port the Rsbuild dev server serves the portal at unless told otherwise (`--port`): read
 * by rsbuild.config.ts, and by scripts/start.js, which tells the local SSO service the page's
 * origin from it.
 */
export const devServerPort = 3000;
