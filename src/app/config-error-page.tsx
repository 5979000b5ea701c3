import type { ConfigError } from '../config/config-error';
import { useConfigErrorMessages } from '../i18n/config-error-messages';

/** Shown instead of the portal when its configuration (built in, or deployed) is unusable. */
export function ConfigErrorPage({ error }: { readonly error: ConfigError }) {
  const t = useConfigErrorMessages();
  return (
    <main id="main" className="app-main">
      <section className="card" role="alert" aria-labelledby="config-title">
        <h1 id="config-title">{t('config.title')}</h1>
        <p>{t('config.body')}</p>
        <ul className="config-problems">
          {error.problems.map((problem) => (
            <li key={problem.variable}>
              {t(`config.${problem.problem}`, {
                variable: problem.variable,
                expected: problem.expected,
              })}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
