import { useCallback, useEffect, useId, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LiveMessage } from '../../components/live-message';
import { SignOutLink } from '../../components/sign-out-link';
import { getConfig } from '../../config/config';
import { paths } from '../../config/portal-paths';
import { useOnline } from '../../hooks/use-online';
import { useBrokerageChoiceMessages } from '../../i18n/brokerage-choice-messages';
import { choiceHref, isChoicePath } from '../../session/brokerage-choice';
import type { BeforeSignedIn, SignedInPage, SignedInProps } from '../../session/signed-in-page';
import { parseReturnTarget } from '../../validation/return-target';
import { BrokerageList } from './brokerage-list';
import { BrokerageProof } from './brokerage-proof';
import { useBrokerageChoice } from './use-brokerage-choice';

export interface ChooseBrokeragePageProps {
  /** Full-page navigation to another application of the suite (app/leave-portal.ts). */
  readonly leavePortal: (href: string) => void;
}

/**
 * "Choose a brokerage": a broker of several, whose session acts for none yet, chooses one, then
 * goes on to where they were going (`redirect`, by the sign-in page's rules) or the main screen.
 * A brokerage named in the address (`brokerage`, an application's ask) is chosen at once: a
 * member goes straight on; for anyone else the page says only that there is no access, above
 * the broker's own. There is no way past it but choosing, or signing out.
 */
function ChooseBrokerage({
  signedIn,
  headingRef,
  sessionEnded,
  leavePortal,
}: ChooseBrokeragePageProps & SignedInProps) {
  const text = useBrokerageChoiceMessages();
  const online = useOnline();
  const search = useSearch();
  const [, navigate] = useLocation();
  const headingId = useId();
  const { redirect, asked } = useMemo(() => {
    const params = new URLSearchParams(search);
    return { redirect: params.get('redirect'), asked: params.get('brokerage') };
  }, [search]);
  const brokerages = signedIn.user.brokerages ?? [];
  const focusHeading = useCallback(
    (heading: HTMLHeadingElement | null) => {
      (headingRef as { current: HTMLHeadingElement | null }).current = heading;
      heading?.focus();
    },
    [headingRef],
  );

  const goOn = useCallback(() => {
    const target = parseReturnTarget(redirect, window.location.origin, getConfig().returnOrigins);
    if (target?.kind === 'suite') leavePortal(target.href);
    else if (target && !isChoicePath(target.path)) navigate(target.path, { replace: true });
    else navigate(paths.home.path, { replace: true });
  }, [redirect, leavePortal, navigate]);

  // One brokerage, or none: nothing to choose, and nothing asked of the address.
  const nothingToChoose = asked === null && brokerages.length < 2;
  useEffect(() => {
    if (nothingToChoose) goOn();
  }, [nothingToChoose, goOn]);

  const { state, choose, backToList, cancelled } = useBrokerageChoice({
    asked,
    onChosen: goOn,
    onSessionEnded: sessionEnded,
  });
  if (nothingToChoose) return null;

  const nameOf = (id: string) => brokerages.find((b) => b.id === id)?.name ?? '';
  const waitingForAsked = state.kind === 'choosing' && state.id === asked;
  const noAccess = state.kind === 'no-access';

  if (state.kind === 'proof') {
    return (
      <div className="card brokerage-choice">
        <BrokerageProof
          factor={state.factor}
          name={nameOf(state.id)}
          email={signedIn.user.email}
          returnTo={choiceHref(redirect, state.id)}
          onProven={() => choose(state.id)}
          onCancel={backToList}
          onSessionEnded={sessionEnded}
        />
        <div className="card-actions">
          <SignOutLink />
        </div>
      </div>
    );
  }

  const message =
    state.kind === 'failed'
      ? text(state.offline ? 'choice.offline' : 'choice.failedChoice', { name: nameOf(state.id) })
      : cancelled
        ? text('choice.proof.cancelled', { name: nameOf(cancelled) })
        : undefined;
  return (
    <section
      className="card brokerage-choice"
      aria-labelledby={headingId}
      aria-busy={waitingForAsked || undefined}
    >
      {/* The page replaced the one before (the sign-in form, the main screen): its heading takes
          the keyboard, and a new one does when the answer turns the page into "no access". */}
      <h1
        id={headingId}
        ref={noAccess ? focusOnArrival : focusHeading}
        tabIndex={-1}
        key={noAccess ? 'no-access' : 'choose'}
      >
        {text(noAccess ? 'choice.noAccess' : 'choice.title')}
      </h1>
      {waitingForAsked ? (
        <p role="status">{text('choice.checking')}</p>
      ) : (
        <>
          <p>{text(noAccess ? 'choice.noAccess.yours' : 'choice.intro')}</p>
          {online ? null : <p className="brokerage-offline">{text('choice.offline')}</p>}
          <LiveMessage tone={state.kind === 'failed' ? 'error' : 'info'}>{message}</LiveMessage>
          <BrokerageList
            text={text}
            brokerages={brokerages}
            choosing={state.kind === 'choosing' ? state.id : undefined}
            onChoose={choose}
          />
        </>
      )}
      <div className="card-actions">
        <SignOutLink />
      </div>
    </section>
  );
}

// One function, so React attaches it once, as the heading appears.
function focusOnArrival(heading: HTMLHeadingElement | null): void {
  heading?.focus();
}

function useBeforeSignedIn(): BeforeSignedIn {
  const text = useBrokerageChoiceMessages();
  return {
    title: text('choice.title'),
    checking: text('choice.checking'),
    checkingHeading: text('choice.title'),
    failedHeading: text('choice.failed'),
    wayOut: <SignOutLink />,
    className: 'brokerage-choice',
  };
}

/** Behind the route guard (app/signed-in-only.tsx), as every page for signed-in users. */
export const chooseBrokeragePage: SignedInPage<ChooseBrokeragePageProps> = {
  Page: ChooseBrokerage,
  useBeforeSignedIn,
};
