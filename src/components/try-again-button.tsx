import type { Ref } from 'react';
import { useI18n } from '../i18n/i18n-context';

/**
 * "Try again" after a request that failed: the page's one way on while it has nothing else
 * to show. It goes while the request runs; `useKeyboardAfterRetry` says where the keyboard
 * lands after that, and `buttonRef` lets it land on the next "Try again".
 */
export function TryAgainButton({
  onClick,
  buttonRef,
}: {
  readonly onClick: () => void;
  readonly buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useI18n();
  return (
    <button type="button" className="button button-primary" ref={buttonRef} onClick={onClick}>
      {t('action.tryAgain')}
    </button>
  );
}
