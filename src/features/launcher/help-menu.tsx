import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { CompanyLink } from '../../components/company-link';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import './menu-entries.css';
import './help-menu.css';

/** Something Help does on the page (a tour), or a place it leads to (support). */
export type HelpMenuItem =
  | { readonly label: string; readonly onSelect: () => void }
  | { readonly label: string; readonly href: string };

/**
 * The Help button and what it offers. A disclosure (a button that shows a list of buttons)
 * rather than an ARIA menu: it has a handful of items, and every user already knows how to
 * Tab through buttons; a menu role would promise arrow-key behaviour and a mode switch.
 */
export function HelpMenu({
  items,
  buttonRef,
}: {
  readonly items: readonly HelpMenuItem[];
  /** The Help button, where focus returns when a tour started from here closes. */
  readonly buttonRef: RefObject<HTMLButtonElement>;
}) {
  const t = useLauncherMessages();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  // Clicking or tabbing elsewhere closes it, as people expect of a pop-up list.
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the list closes it.
    <div
      className="help-menu"
      data-tour="help"
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={listId}
        ref={buttonRef}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('help.button')}
      </button>
      <ul className="menu-list help-menu-list" id={listId} hidden={!open}>
        {items.map((item) => (
          <li key={item.label} className="help-menu-entry">
            {'href' in item ? (
              <CompanyLink href={item.href} className="menu-entry">
                {item.label}
              </CompanyLink>
            ) : (
              <button
                type="button"
                className="menu-entry"
                onClick={() => {
                  setOpen(false);
                  // Focus goes back to Help first, so whatever the item opens returns it there.
                  buttonRef.current?.focus();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
