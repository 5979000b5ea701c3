import type { SuiteAppKey } from '../config/suite-applications';
import type { TranslationOf } from './catalogue';

/**
 * The suite's applications by the names the main screen gives them, for every page that names
 * one (the main screen, "Your data"): one list, so a renamed application reads the same on both.
 * Keys follow `suiteApplications` (src/config/suite-applications.js); the compiler checks them.
 */
export const suiteAppNamesEn = {
  'suiteApp.pipeline.name': 'Sales pipeline',
  'suiteApp.insured.name': 'Insured portal',
  'suiteApp.multiquote.name': 'Multi-quote calculator',
  'suiteApp.automation.name': 'Automation',
  'suiteApp.schedule.name': 'Scheduling',
  'suiteApp.notifications.name': 'Notifications',
  'suiteApp.education.name': 'Education',
} as const satisfies Record<`suiteApp.${SuiteAppKey}.name`, string>;

export type SuiteAppNames = TranslationOf<typeof suiteAppNamesEn>;
