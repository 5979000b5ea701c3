/** Where the service worker's script is served: one URL for every version (see rsbuild.config.ts). */
export const serviceWorkerUrl = '/sw.js';
