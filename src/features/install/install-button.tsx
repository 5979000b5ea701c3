import { acceptInstallOffer, useInstallOffered } from '../../hooks/install-offer';
import { useInstallMessages } from '../../i18n/install-messages';

/**
 * Where the keyboard goes when the button leaves (the browser's offer is spent once its dialog
 * opens): the link just before it at the page's foot, so that Tab goes on from there, or the
 * page's main part where the foot has no link.
 */
function keyboardAfter(button: HTMLElement): HTMLElement | null {
  const links = button.closest('footer')?.querySelectorAll<HTMLElement>('a[href]');
  return links?.[links.length - 1] ?? document.getElementById('main');
}

/** Shown only where the browser offers installation, and gone once installed. */
export function InstallButton() {
  const t = useInstallMessages();
  const offered = useInstallOffered();
  if (!offered) return null;
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={(event) => {
        keyboardAfter(event.currentTarget)?.focus({ preventScroll: true });
        acceptInstallOffer();
      }}
    >
      {t('install.button')}
    </button>
  );
}
