// @ts-check
/**
 * The context Keycloak writes into its login page (`window.kcContext`, from the theme's FTL
 * template) before the theme's script runs. Without a Keycloak server it comes from keycloakify's
 * own mock of the login page, the one its Storybook and dev server use.
 */
import { createGetKcContextMock } from 'keycloakify/login/KcContext/getKcContextMock';

const { getKcContextMock } = createGetKcContextMock({
  kcContextExtension: {},
  kcContextExtensionPerPage: {},
  overrides: {
    // One language, like every other peer: the theme then draws no language menu.
    realm: { displayName: 'Bench', displayNameHtml: 'Bench', internationalizationEnabled: false },
  },
});

export const kcContext = getKcContextMock({ pageId: 'login.ftl' });
