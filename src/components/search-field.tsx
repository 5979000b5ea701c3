import { useId } from 'react';

/**
 * A field that filters a list on screen, with a live region saying how many entries are left as
 * the broker types (nothing before anything is typed). The words are the caller's: each list
 * names what it counts.
 */
export function SearchField({
  label,
  query,
  onQueryChange,
  shownCount,
  countWords,
  noneWords,
  className,
  controls,
  tourStep,
}: {
  readonly label: string;
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  readonly shownCount: number;
  readonly countWords: (count: number) => string;
  readonly noneWords: (query: string) => string;
  readonly className: string;
  /** The id of the list the field filters. */
  readonly controls?: string;
  /** Where the main screen's tour points at it. */
  readonly tourStep?: string;
}) {
  const searchId = useId();
  const trimmed = query.trim();
  let status = '';
  if (trimmed) status = shownCount === 0 ? noneWords(trimmed) : countWords(shownCount);
  return (
    <div className={`field ${className}`} data-tour={tourStep}>
      <label className="field-label" htmlFor={searchId}>
        {label}
      </label>
      <div className="field-control">
        <input
          id={searchId}
          className="field-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          aria-controls={controls}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <p role="status" className="search-status">
        {status}
      </p>
    </div>
  );
}
