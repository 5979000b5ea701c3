import type { SuiteAppNames } from './suite-app-names-en';

export const suiteAppNamesPtBR: SuiteAppNames = {
  'suiteApp.pipeline.name': 'Funil de vendas',
  'suiteApp.insured.name': 'Portal do segurado',
  'suiteApp.multiquote.name': 'Multicálculo',
  'suiteApp.automation.name': 'Automação',
  'suiteApp.schedule.name': 'Agenda',
  'suiteApp.notifications.name': 'Notificações',
  'suiteApp.education.name': 'Educação',
};
