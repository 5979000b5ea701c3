/**
 * Where to send a user after sign-in: the rule of `/login?redirect=`, written once in
 * src/validation/return-target.js so that the local SSO reads a company sign-in's return target
 * with the same rule.
 */
export { parseReturnTarget, type ReturnTarget } from '../../validation/return-target';
