import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Membership } from '../../api/brokerage-memberships';
import { LiveMessage } from '../../components/live-message';
import { wholeWords } from '../../components/whole-words';
import { paths } from '../../config/portal-paths';
import type { BrokerageSwitchTranslate } from '../../i18n/brokerage-switch-messages';
import { BrokerageProof } from './brokerage-proof';
import type { ProofAsked, SaidAboutSwitch } from './brokerage-switch';
import './menu-entries.css';
import './brokerage-switcher.css';

/**
 * The main screen's query naming a brokerage to switch to as it opens: where a company sign-in
 * a brokerage required comes back to. The main screen's own, so not in portal-paths.js, which
 * the sign-in page's first script carries.
 */
const switchParam = 'brokerage';

function switchingTo(brokerageId: string): string {
  return `${paths.home.getHref()}?${new URLSearchParams({ [switchParam]: brokerageId })}`;
}

/**
 * For a broker of several brokerages (the one the session acts for is named under the
 * greeting), "Switch brokerage": a disclosure (a button that shows a list of buttons, as Help is) listing
 * the others with their masked CNPJ and the broker's role there. What a target requires and
 * the session has not proved is asked here, in place; the live region says how a switch went.
 */
export function BrokerageSwitcher({
  text,
  email,
  memberships,
  active,
  asked,
  said,
  onSwitch,
  onCancelProof,
  onSessionEnded,
  toggleRef,
}: {
  readonly text: BrokerageSwitchTranslate;
  readonly email: string;
  readonly memberships: readonly Membership[];
  readonly active: Membership;
  readonly asked: ProofAsked | undefined;
  readonly said: SaidAboutSwitch | undefined;
  readonly onSwitch: (target: Membership) => Promise<void>;
  readonly onCancelProof: () => void;
  readonly onSessionEnded: () => void;
  /** "Switch brokerage": where the keyboard goes back to after a switch or a cancel. */
  readonly toggleRef: RefObject<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const others = memberships.filter((membership) => membership.id !== active.id);
  const backToToggle = () => toggleRef.current?.focus();

  const choose = async (target: Membership) => {
    setOpen(false);
    // Back on the toggle first: the list that had the keyboard is gone.
    backToToggle();
    await onSwitch(target);
  };

  useSwitchAskedByAddress(memberships, active, onSwitch);

  return (
    <section className="brokerage-switcher" aria-label={text('brokerage.switch')}>
      <div className="brokerage-active">
        {others.length > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={open}
            aria-controls={listId}
            ref={toggleRef}
            onClick={() => setOpen((shown) => !shown)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) setOpen(false);
            }}
          >
            {text('brokerage.switch')}
          </button>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the list closes it. */}
      <div
        id={listId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setOpen(false);
          backToToggle();
        }}
      >
        <ul className="menu-list brokerage-list" aria-label={text('brokerage.others')}>
          {others.map((membership) => (
            <li key={membership.id}>
              <button
                type="button"
                className="menu-entry brokerage-option"
                onClick={() => choose(membership)}
              >
                <span className="brokerage-option-name">{membership.name}</span>
                <span className="brokerage-option-detail">
                  {wholeWords(text('brokerage.cnpj', { cnpj: membership.cnpj }))} ·{' '}
                  {text(`brokerage.role.${membership.role}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <LiveMessage tone={said?.tone ?? 'info'}>{said?.text}</LiveMessage>
      {asked ? (
        <BrokerageProof
          key={`${asked.target.id} ${asked.requirement}`}
          waiting={text('brokerage.switching', { name: asked.target.name })}
          unavailable={text('brokerage.failed')}
          factor={asked.requirement}
          headingLevel={2}
          reason={text(
            asked.requirement === 'company' ? 'brokerage.companyReason' : 'brokerage.codeReason',
            { name: asked.target.name },
          )}
          email={email}
          returnTo={switchingTo(asked.target.id)}
          companyAfterwards={text('brokerage.companyAfterwards', { name: asked.target.name })}
          onProven={() => {
            backToToggle();
            void onSwitch(asked.target);
          }}
          onCancel={() => {
            onCancelProof();
            backToToggle();
          }}
          onSessionEnded={onSessionEnded}
        />
      ) : null}
    </section>
  );
}

/**
 * `/?brokerage=<id>`: the main screen back from a company sign-in a brokerage required
 * switches to it, once, and the address loses the query so a reload does not switch again.
 */
function useSwitchAskedByAddress(
  memberships: readonly Membership[],
  active: Membership,
  onSwitch: (target: Membership) => Promise<void>,
) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const done = useRef(false);
  const asked = new URLSearchParams(search).get(switchParam);
  useEffect(() => {
    if (asked === null || done.current) return;
    done.current = true;
    navigate(paths.home.getHref(), { replace: true });
    const target = memberships.find((membership) => membership.id === asked);
    if (target && target.id !== active.id) void onSwitch(target);
  }, [asked, memberships, active, onSwitch, navigate]);
}
