import { useId } from 'react';
import { useLauncherMessages } from '../../i18n/launcher-messages';

/** The search over the cards, saying how many match as the user types. */
export function AppSearch({
  query,
  onQueryChange,
  shownCount,
}: {
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  readonly shownCount: number;
}) {
  const t = useLauncherMessages();
  const searchId = useId();
  const trimmed = query.trim();
  let status = '';
  if (trimmed) {
    status =
      shownCount === 0
        ? t('launcher.search.none', { query: trimmed })
        : t('launcher.search.count', { count: shownCount });
  }
  return (
    <div className="launcher-search field" data-tour="search">
      <label className="field-label" htmlFor={searchId}>
        {t('launcher.search.label')}
      </label>
      <div className="field-control">
        <input
          id={searchId}
          className="field-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <p role="status" className="launcher-search-status">
        {status}
      </p>
    </div>
  );
}
