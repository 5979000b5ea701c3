import { isSuiteApplication } from '../../config/suite-applications';
import type { YourDataTranslate } from '../../i18n/your-data-messages';

/**
 * An application the broker may open, by the name the main screen gives it in the page's
 * language. An id this version of the portal does not know (one the SSO added since) has no
 * name here, so it is shown as the SSO gives it rather than left out of what is kept.
 */
export function applicationName(id: string, text: YourDataTranslate): string {
  return isSuiteApplication(id) ? text(`suiteApp.${id}.name`) : id;
}
