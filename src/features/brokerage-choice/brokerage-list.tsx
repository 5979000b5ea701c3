import { useId, useMemo, useState } from 'react';
import type { Membership } from '../../api/brokerage-memberships';
import { SearchField } from '../../components/search-field';
import { wholeWords } from '../../components/whole-words';
import type { BrokerageChoiceTranslate } from '../../i18n/brokerage-choice-messages';
import { useI18n } from '../../i18n/i18n-context';
import { filterBrokerages, searchFrom } from './filter-brokerages';

const roleKeys = {
  owner: 'choice.role.owner',
  broker: 'choice.role.broker',
  assistant: 'choice.role.assistant',
} as const;

/**
 * The broker's brokerages as a list of buttons, one per brokerage: its name is the button's
 * name, and its masked CNPJ, the broker's role there and when they last chose it describe it,
 * so a screen reader reads the name first and the rest after. More than eight get a search
 * field that filters by name or CNPJ digits and says how many are left.
 */
export function BrokerageList({
  text,
  brokerages,
  choosing,
  onChoose,
}: {
  readonly text: BrokerageChoiceTranslate;
  readonly brokerages: readonly Membership[];
  /** The brokerage being chosen: every button waits meanwhile. */
  readonly choosing: string | undefined;
  readonly onChoose: (id: string) => void;
}) {
  const { locale } = useI18n();
  const [query, setQuery] = useState('');
  const listId = useId();
  const searchable = brokerages.length >= searchFrom;
  const shown = useMemo(
    () => (searchable ? filterBrokerages(brokerages, query) : brokerages),
    [brokerages, query, searchable],
  );
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);

  return (
    <>
      {searchable ? (
        <SearchField
          className="brokerage-search"
          label={text('choice.search.label')}
          controls={listId}
          query={query}
          onQueryChange={setQuery}
          shownCount={shown.length}
          countWords={(count) => text('choice.search.count', { count })}
          noneWords={(query) => text('choice.search.none', { query })}
        />
      ) : null}
      <ul id={listId} className="choice-list" aria-label={text('choice.listLabel')}>
        {shown.map((brokerage) => (
          <li key={brokerage.id}>
            <button
              type="button"
              className="choice-option"
              aria-labelledby={`${listId}-${brokerage.id}-name`}
              aria-describedby={`${listId}-${brokerage.id}-facts`}
              aria-disabled={choosing !== undefined}
              onClick={() => {
                if (choosing === undefined) onChoose(brokerage.id);
              }}
            >
              <span className="choice-name" id={`${listId}-${brokerage.id}-name`}>
                {brokerage.name}
              </span>
              <BrokerageFacts
                id={`${listId}-${brokerage.id}-facts`}
                facts={[
                  text('choice.cnpj', { cnpj: brokerage.cnpj }),
                  text(roleKeys[brokerage.role]),
                  brokerage.lastUsedAt
                    ? text('choice.lastUsed', { date: dates.format(brokerage.lastUsedAt) })
                    : text('choice.neverUsed'),
                ]}
              />
              {choosing === brokerage.id ? (
                <span className="choice-opening">
                  {text('choice.choosing', { name: brokerage.name })}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A brokerage's facts, side by side on screen (wrapping on a narrow one), and read as one
 * sentence with a pause between each: the description of its button.
 */
function BrokerageFacts({ id, facts }: { readonly id: string; readonly facts: readonly string[] }) {
  return (
    <>
      <span className="choice-facts" aria-hidden="true">
        {facts.map((fact) => (
          <span key={fact}>{wholeWords(fact)}</span>
        ))}
      </span>
      <span className="visually-hidden" id={id}>
        {facts.join(', ')}
      </span>
    </>
  );
}
