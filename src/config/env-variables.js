// @ts-check
/**
 * Every environment variable the portal reads, with what it holds.
 *
 * Plain JavaScript with JSDoc types, like parse-config.js: the deployment tool in deploy/ runs
 * on Node without a build step and must read the same names and apply the same rules as the
 * build and the page.
 *
 * The build hands the page exactly these names (rsbuild.config.ts, read by config.ts), so a
 * variable missing from the `.env` files reaches the page as `undefined` and fails validation
 * with its name.
 */

/**
 * The services the portal calls, by the name its API clients know them by. Each must be set,
 * and the page's `connect-src` allows exactly their origins (deploy/http-headers.js).
 */
export const serviceVariables = /** @type {const} */ ({
  sso: 'REACT_APP_SSO_API_URL',
  tourist: 'REACT_APP_TOURIST_API_URL',
  notifications: 'REACT_APP_NOTIFICATIONS_API_URL',
  postalCode: 'REACT_APP_POSTAL_CODE_API_URL',
});

/** @typedef {keyof typeof serviceVariables} ServiceName */

/**
 * Services of the suite that the portal never calls. A deployment may still set them: they are
 * checked when set and kept in `config.json`. None is required, and none is allowed in the
 * page's `connect-src`: a page that calls nothing there has no reason to reach it.
 */
export const uncalledServiceVariables = /** @type {const} */ ({
  automation: 'REACT_APP_AUTOMATION_API_URL',
  schedule: 'REACT_APP_SCHEDULE_API_URL',
  insured: 'REACT_APP_INSURED_API_URL',
  pipeline: 'REACT_APP_PIPELINE_API_URL',
  v2Api: 'REACT_APP_V2_API_URL',
  multiQuoteApi: 'REACT_APP_MULTI_QUOTE_API_URL',
  bridge: 'REACT_APP_BRIDGE_API_URL',
  hermes: 'REACT_APP_HERMES_API_URL',
});

/** @typedef {keyof typeof uncalledServiceVariables} UncalledServiceName */

/**
 * Where each application of the suite is opened, for the cards of the main screen: a variable
 * for every key of suite-applications.js and no other, which the compiler holds it to.
 *
 * @satisfies {Readonly<Record<import('./suite-applications.js').SuiteAppKey, string>>}
 */
export const suiteAppVariables = /** @type {const} */ ({
  pipeline: 'REACT_APP_PIPELINE_APP_URL',
  insured: 'REACT_APP_INSURED_APP_URL',
  multiquote: 'REACT_APP_MULTIQUOTE_APP_URL',
  automation: 'REACT_APP_AUTOMATION_APP_URL',
  schedule: 'REACT_APP_SCHEDULE_APP_URL',
  notifications: 'REACT_APP_NOTIFICATIONS_APP_URL',
  education: 'REACT_APP_EDUCATION_APP_URL',
});

/** @typedef {keyof typeof suiteAppVariables} SuiteAppKey */

export const settingVariables = /** @type {const} */ ({
  appName: 'REACT_APP_NAME',
  environment: 'REACT_APP_ENVIRONMENT',
  applicationId: 'REACT_APP_APPLICATION_ID',
  returnOrigins: 'REACT_APP_RETURN_ORIGINS',
  postalCodeFormat: 'REACT_APP_POSTAL_CODE_FORMAT',
});

/**
 * The company's own pages that every page links to at its foot: how it treats personal data
 * (LGPD), its terms of use, and where a broker asks for help, also offered in the main
 * screen's Help. Each is optional: a link that is not set is not shown.
 */
export const linkVariables = /** @type {const} */ ({
  privacy: 'REACT_APP_PRIVACY_URL',
  terms: 'REACT_APP_TERMS_URL',
  support: 'REACT_APP_SUPPORT_URL',
});

/** @typedef {keyof typeof linkVariables} PortalLinkName */

/**
 * Who answers for the broker's personal data (LGPD arts. 23 and 41), named on the "Your data"
 * page: the controller (its legal name and CNPJ) and its encarregado (name, and an email
 * address or an http(s) page to reach them). A deployment sets them in its `config.json`,
 * without a rebuild; each pair is optional, and goes together.
 */
export const dataProtectionVariables = /** @type {const} */ ({
  controllerName: 'REACT_APP_CONTROLLER_NAME',
  controllerCnpj: 'REACT_APP_CONTROLLER_CNPJ',
  encarregadoName: 'REACT_APP_ENCARREGADO_NAME',
  encarregadoContact: 'REACT_APP_ENCARREGADO_CONTACT',
});

/**
 * The company providers the sign-in page offers ("Continue with Microsoft"), in the order it
 * shows them: each one the SSO offers (`listFederationProviders`). Optional: unset, the page
 * offers none. Fixed at build time, like the company's links: the buttons are part of the
 * prerendered sign-in page (company-sign-in.js).
 */
export const companySignInVariable = 'REACT_APP_COMPANY_SIGN_IN';

/**
 * The variables the page reads as one object (config.ts). The company's links and its sign-in
 * providers are not among them: the build checks them and hands the page the result
 * (company-links.js, company-sign-in.js).
 *
 * Only the build reads it: marked pure, so the page's copy of these rules drops it.
 *
 * @type {readonly string[]}
 */
export const envVariableNames = /* @__PURE__ */ (() => [
  ...Object.values(settingVariables),
  ...Object.values(serviceVariables),
  ...Object.values(uncalledServiceVariables),
  ...Object.values(suiteAppVariables),
  ...Object.values(dataProtectionVariables),
])();

/** @typedef {Readonly<Record<string, string | undefined>>} EnvSource */

/**
 * What a deployment may set after the build, in the build's `config.json`: what differs between
 * qa and production. The suite's name, the postal-code format, the company's links and the
 * company providers offered belong to the product and are written into the prerendered pages,
 * so they are fixed when the portal is built.
 *
 * @type {readonly string[]}
 */
export const deployTimeVariableNames = [
  settingVariables.environment,
  settingVariables.applicationId,
  settingVariables.returnOrigins,
  ...Object.values(serviceVariables),
  ...Object.values(uncalledServiceVariables),
  ...Object.values(suiteAppVariables),
  ...Object.values(dataProtectionVariables),
];
