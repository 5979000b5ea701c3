// @ts-check
/**
 * The company's links the tests' configuration sets, in a plain module so that
 * vitest.config.ts (which defines what the build would hand the page) and portal-env.ts read
 * the same values.
 */
export const testLinkVariables = Object.freeze({
  REACT_APP_PRIVACY_URL: 'https://gofy.example/privacidade',
  REACT_APP_TERMS_URL: 'https://gofy.example/termos',
  REACT_APP_SUPPORT_URL: 'mailto:suporte@gofy.example',
});
