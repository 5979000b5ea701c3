/**
 * wouter imports `useSyncExternalStore` through a shim kept for React 17. React 18 has it
 * built in, so the build points the shim here and the sign-in page does not ship the polyfill.
 */
export { useSyncExternalStore } from 'react';
