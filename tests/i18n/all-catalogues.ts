import { accountEn } from '../../src/i18n/account-messages-en';
import { accountPtBR } from '../../src/i18n/account-messages-pt-br';
import { activityEventWordsEn } from '../../src/i18n/activity-event-words-en';
import { activityEventWordsPtBR } from '../../src/i18n/activity-event-words-pt-br';
import { activityEn } from '../../src/i18n/activity-messages-en';
import { activityPtBR } from '../../src/i18n/activity-messages-pt-br';
import { answerEn } from '../../src/i18n/answer-messages-en';
import { answerPtBR } from '../../src/i18n/answer-messages-pt-br';
import { authenticatorEn } from '../../src/i18n/authenticator-messages-en';
import { authenticatorPtBR } from '../../src/i18n/authenticator-messages-pt-br';
import { brokerageSwitchEn } from '../../src/i18n/brokerage-switch-messages-en';
import { brokerageSwitchPtBR } from '../../src/i18n/brokerage-switch-messages-pt-br';
import type { Message } from '../../src/i18n/catalogue';
import { challengeEn } from '../../src/i18n/challenge-messages-en';
import { challengePtBR } from '../../src/i18n/challenge-messages-pt-br';
import { codeStepEn } from '../../src/i18n/code-step-messages-en';
import { codeStepPtBR } from '../../src/i18n/code-step-messages-pt-br';
import { companyButtonEn } from '../../src/i18n/company-button-messages-en';
import { companyButtonPtBR } from '../../src/i18n/company-button-messages-pt-br';
import { companyEn } from '../../src/i18n/company-messages-en';
import { companyPtBR } from '../../src/i18n/company-messages-pt-br';
import { configErrorEn } from '../../src/i18n/config-error-messages-en';
import { configErrorPtBR } from '../../src/i18n/config-error-messages-pt-br';
import { deviceEn } from '../../src/i18n/device-messages-en';
import { devicePtBR } from '../../src/i18n/device-messages-pt-br';
import { footerEn } from '../../src/i18n/footer-messages-en';
import { footerPtBR } from '../../src/i18n/footer-messages-pt-br';
import { installEn } from '../../src/i18n/install-messages-en';
import { installPtBR } from '../../src/i18n/install-messages-pt-br';
import { launcherEn } from '../../src/i18n/launcher-messages-en';
import { launcherPtBR } from '../../src/i18n/launcher-messages-pt-br';
import { en } from '../../src/i18n/messages-en';
import { ptBR } from '../../src/i18n/messages-pt-br';
import { pageDescriptionEn } from '../../src/i18n/page-description-messages-en';
import { pageDescriptionPtBR } from '../../src/i18n/page-description-messages-pt-br';
import { passkeyEn } from '../../src/i18n/passkey-messages-en';
import { passkeyPtBR } from '../../src/i18n/passkey-messages-pt-br';
import { passwordChangeEn } from '../../src/i18n/password-change-messages-en';
import { passwordChangePtBR } from '../../src/i18n/password-change-messages-pt-br';
import { proofEn } from '../../src/i18n/proof-messages-en';
import { proofPtBR } from '../../src/i18n/proof-messages-pt-br';
import { returnLoopEn } from '../../src/i18n/return-loop-messages-en';
import { returnLoopPtBR } from '../../src/i18n/return-loop-messages-pt-br';
import { securityEn } from '../../src/i18n/security-messages-en';
import { securityPtBR } from '../../src/i18n/security-messages-pt-br';
import { signOutEn } from '../../src/i18n/sign-out-messages-en';
import { signOutPtBR } from '../../src/i18n/sign-out-messages-pt-br';
import { stalledPageEn } from '../../src/i18n/stalled-page-messages-en';
import { stalledPagePtBR } from '../../src/i18n/stalled-page-messages-pt-br';
import { suiteAppNamesEn } from '../../src/i18n/suite-app-names-en';
import { suiteAppNamesPtBR } from '../../src/i18n/suite-app-names-pt-br';
import { tourEn } from '../../src/i18n/tour-messages-en';
import { tourPtBR } from '../../src/i18n/tour-messages-pt-br';
import { updateEn } from '../../src/i18n/update-messages-en';
import { updatePtBR } from '../../src/i18n/update-messages-pt-br';
import { yourDataEn } from '../../src/i18n/your-data-messages-en';
import { yourDataPtBR } from '../../src/i18n/your-data-messages-pt-br';

export type Catalogue = Readonly<Record<string, Message>>;

/** Every catalogue of the portal, by what shows it: English, then Brazilian Portuguese. */
export const allCatalogues: readonly (readonly [string, Catalogue, Catalogue])[] = [
  ['portal', en, ptBR],
  ['answers’ refusals, with the portal’s words', answerEn, answerPtBR],
  ['account pages', accountEn, accountPtBR],
  ['main screen', launcherEn, launcherPtBR],
  ['main screen’s brokerage switcher', brokerageSwitchEn, brokerageSwitchPtBR],
  [
    'applications’ names, on the main screen and the your data page',
    suiteAppNamesEn,
    suiteAppNamesPtBR,
  ],
  ['tours', tourEn, tourPtBR],
  ['security page', securityEn, securityPtBR],
  ['security page’s password section', passwordChangeEn, passwordChangePtBR],
  ['confirm it is you, and an application’s step-up', proofEn, proofPtBR],
  ['recent activity page', activityEn, activityPtBR],
  [
    'activity events, on the recent activity and your data pages',
    activityEventWordsEn,
    activityEventWordsPtBR,
  ],
  ['devices and new passkeys’ names', deviceEn, devicePtBR],
  ['authenticator set-up and recovery codes', authenticatorEn, authenticatorPtBR],
  ['passkey sign-in', passkeyEn, passkeyPtBR],
  ['code step of the sign-in', codeStepEn, codeStepPtBR],
  ['return loop notice', returnLoopEn, returnLoopPtBR],
  ['browser check', challengeEn, challengePtBR],
  ['company providers’ buttons', companyButtonEn, companyButtonPtBR],
  ['company sign-in and company accounts', companyEn, companyPtBR],
  ['sign-out page', signOutEn, signOutPtBR],
  ['new-version prompt', updateEn, updatePtBR],
  ['configuration error page', configErrorEn, configErrorPtBR],
  ['foot of every page', footerEn, footerPtBR],
  ['your data page', yourDataEn, yourDataPtBR],
  ['install button', installEn, installPtBR],
  ['notice of a page whose script never started', stalledPageEn, stalledPagePtBR],
  ['description of the prerendered pages', pageDescriptionEn, pageDescriptionPtBR],
];

/** Catalogues that several pages' catalogues spread in: their keys are one definition. */
export const sharedCatalogues: readonly Catalogue[] = [suiteAppNamesEn, activityEventWordsEn];

/** Every text of a message: itself, or each of its plural forms. */
export const textsOf = (message: Message | undefined): string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);
