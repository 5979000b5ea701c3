import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useUpdateMessages } from '../i18n/update-messages';
import { keepTypedEmail, pageIsBusy } from './page-is-busy';

/** Room kept below the page's content for the prompt: its height and the gap under it. */
const roomProperty = '--update-prompt-room';

/**
 * Keeps room at the foot of the page as tall as the prompt, so that scrolled to the end
 * nothing of the page lies under it, however tall the prompt grows (a note, enlarged text).
 */
function useRoomAtFoot(prompt: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const node = prompt.current;
    const root = document.documentElement;
    // Without ResizeObserver (an old browser), the prompt is dismissible all the same.
    if (!shown || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const gap = window.innerHeight - node.getBoundingClientRect().bottom;
      root.style.setProperty(roomProperty, `${Math.ceil(node.offsetHeight + Math.max(gap, 0))}px`);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(roomProperty);
    };
  }, [prompt, shown]);
}

/**
 * "A new version is available", inside the region `UpdateRegion` keeps in the page: a polite
 * note at the foot of the page, never a dialog, so it does not interrupt a broker mid sign-in,
 * and one they can put away. Reloading waits only while something would be lost: a typed
 * password or other field, a request on its way.
 */
export function UpdatePrompt({
  apply,
  region,
}: {
  /** Switches to the waiting version (and reloads). */
  readonly apply: () => void;
  readonly region: RefObject<HTMLElement | null>;
}) {
  const t = useUpdateMessages();
  // The offer put away; a later offer (another tab switched versions) shows again.
  const [dismissed, setDismissed] = useState<() => void>();
  const [blocked, setBlocked] = useState(false);
  // Where the keyboard was before it came to the prompt: put away, the prompt gives it back
  // there (the field the broker was typing in), or to the page's main part.
  const cameFrom = useRef<Element | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const rememberWhereFrom = (event: React.FocusEvent) => {
    const from = event.relatedTarget;
    if (from && !actions.current?.contains(from)) cameFrom.current = from;
  };
  const shown = apply !== dismissed;
  useRoomAtFoot(region, shown);
  if (!shown) return null;

  return (
    <>
      <p>{t('update.available')}</p>
      <div className="update-prompt-actions" ref={actions}>
        <button
          type="button"
          className="button button-secondary"
          onFocus={rememberWhereFrom}
          onClick={() => {
            if (pageIsBusy()) {
              setBlocked(true);
              return;
            }
            keepTypedEmail();
            apply();
          }}
        >
          {t('update.reload')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          onFocus={rememberWhereFrom}
          onClick={() => {
            const back = cameFrom.current?.isConnected ? cameFrom.current : null;
            (back instanceof HTMLElement ? back : document.getElementById('main'))?.focus();
            setDismissed(() => apply);
            setBlocked(false);
          }}
        >
          {t('update.later')}
        </button>
      </div>
      {blocked ? <p className="update-prompt-note">{t('update.busy')}</p> : null}
    </>
  );
}
