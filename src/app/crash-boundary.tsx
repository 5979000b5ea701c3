import { Component, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { isMissingCode } from './lazy-page';
import { reloadPage } from './reload-page';

type Crash = 'bug' | 'missing-code';

function CrashScreen({ crash }: { readonly crash: Crash }) {
  const { t } = useI18n();
  return (
    <section className="card" role="alert" aria-labelledby="crash-title">
      <h1 id="crash-title">
        {crash === 'missing-code' ? t('crash.missingCode.title') : t('crash.title')}
      </h1>
      <p>{crash === 'missing-code' ? t('crash.missingCode.body') : t('crash.body')}</p>
      <button type="button" className="button button-primary" onClick={reloadPage}>
        {t('crash.reload')}
      </button>
    </section>
  );
}

/**
 * A bug in one page, or a page whose code did not arrive (the network, or a deployment that
 * no longer has it even after the reload `lazyPage` tries), shows a way out instead of a blank
 * screen.
 */
export class CrashBoundary extends Component<
  { readonly children: ReactNode },
  { crash: Crash | undefined }
> {
  override state: { crash: Crash | undefined } = { crash: undefined };

  static getDerivedStateFromError(error: unknown): { crash: Crash } {
    return { crash: isMissingCode(error) ? 'missing-code' : 'bug' };
  }

  override render() {
    return this.state.crash ? <CrashScreen crash={this.state.crash} /> : this.props.children;
  }
}
