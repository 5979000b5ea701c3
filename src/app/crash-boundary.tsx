import { Component, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';

function CrashScreen() {
  const { t } = useI18n();
  return (
    <section className="card" role="alert" aria-labelledby="crash-title">
      <h1 id="crash-title">{t('crash.title')}</h1>
      <p>{t('crash.body')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('crash.reload')}
      </button>
    </section>
  );
}

/** A bug in one page shows a way out instead of a blank screen. */
export class CrashBoundary extends Component<
  { readonly children: ReactNode },
  { crashed: boolean }
> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
