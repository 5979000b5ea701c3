import { useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { useUpdateOffer } from '../sw/update-offer';
import { pageIsBusy } from './page-is-busy';

/**
 * "A new version is available": a polite note at the foot of the page, never a dialog, so it
 * does not interrupt a broker mid sign-in. Reloading waits until nothing would be lost.
 */
export function UpdatePrompt() {
  const { t } = useI18n();
  const apply = useUpdateOffer();
  const [blocked, setBlocked] = useState(false);

  return (
    <div className="update-prompt" role="status">
      {apply ? (
        <>
          <p>{t('update.available')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (pageIsBusy()) {
                setBlocked(true);
                return;
              }
              apply();
            }}
          >
            {t('update.reload')}
          </button>
          {blocked ? <p className="update-prompt-note">{t('update.busy')}</p> : null}
        </>
      ) : null}
    </div>
  );
}
