import { getConfig } from '../config/config';
import { useHydrated } from '../hooks/use-hydrated';
import { useI18n } from '../i18n/i18n-context';

/**
 * The environment, when it is not production (so nobody mistakes qa for the real thing), first
 * in the page's foot (foot.css says why there). A deployment's setting, unknown when the page
 * was prerendered: it appears once the page's script has read it, so the same build can serve
 * production. A component of its own: the render that shows it, forced by React the moment
 * hydration ends, renders nothing else. (Rendered with the header's `<select>`, it undid a
 * language pick the browser was still reporting: the pick's `input` ends hydration, and its
 * `change` then read the old language.)
 */
export function EnvironmentBadge() {
  const { t } = useI18n();
  const { environment } = getConfig();
  const hydrated = useHydrated();
  if (!hydrated || environment === 'prod') return null;
  // The visible label is the environment's own name, the same in every language, so nothing
  // moves when the page switches language; the sentence is read out.
  return (
    <p className="environment-badge">
      <span className="visually-hidden">{t('app.environment', { environment })}</span>
      <span aria-hidden="true">{environment}</span>
    </p>
  );
}
