import { acceptInstallOffer, useInstallOffered } from '../../hooks/install-offer';
import { useI18n } from '../../i18n/i18n-context';

/** Shown only where the browser offers installation, and gone once installed. */
export function InstallButton() {
  const { t } = useI18n();
  const offered = useInstallOffered();
  if (!offered) return null;
  return (
    <button type="button" className="button button-secondary" onClick={() => acceptInstallOffer()}>
      {t('install.button')}
    </button>
  );
}
