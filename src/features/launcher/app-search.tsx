import { SearchField } from '../../components/search-field';
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
  return (
    <SearchField
      className="launcher-search"
      tourStep="search"
      label={t('launcher.search.label')}
      query={query}
      onQueryChange={onQueryChange}
      shownCount={shownCount}
      countWords={(count) => t('launcher.search.count', { count })}
      noneWords={(query) => t('launcher.search.none', { query })}
    />
  );
}
