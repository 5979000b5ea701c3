import type { EnvSource } from './env-variables';

/**
 * The portal's variables as the build read them from the `.env` files: every name of
 * env-variables.js that was set, replaced by rsbuild.config.ts's `define` with an object
 * literal. The page has no `process.env`; this one constant is all of it that reaches it.
 */
declare const __BUILT_ENV__: EnvSource;
export const builtEnv: EnvSource = __BUILT_ENV__;
