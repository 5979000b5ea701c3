import { useCallback, useEffect, useRef, useState } from 'react';
import type { Membership } from '../../api/brokerage-memberships';
import { chooseBrokerage } from '../../api/brokerages';
import { whoami } from '../../api/sso';
import type { SignedIn } from '../../api/sso-responses';
import type { BrokerageSwitchTranslate } from '../../i18n/brokerage-switch-messages';
import { announceBrokerageChanged, onBrokerageChanged } from '../../session/brokerage-broadcast';
import { rememberLastBrokerage } from './brokerage-last-active';

/** What a brokerage requires that the session has not proved, asked before switching to it. */
export interface ProofAsked {
  readonly target: Membership;
  /** A company sign-in first: it starts a new session, where a code proved now would be lost. */
  readonly requirement: 'company' | 'code';
}

export interface SaidAboutSwitch {
  readonly text: string;
  readonly tone: 'info' | 'error';
}

/** The session's active brokerage, from whoami's answer; none while a choice is needed. */
export function activeMembership(signedIn: SignedIn): Membership | undefined {
  const id = signedIn.session.activeBrokerageId;
  return signedIn.user.brokerages?.find((membership) => membership.id === id);
}

/**
 * Switching the session's brokerage from the main screen. The answer of a switch (whoami's,
 * with the target's applications) is what the page shows until the session watch asks whoami
 * again, which then answers the same. Another tab's switch is heard on the sign-out channel
 * and read from whoami. Offline, the switch is refused in words before any request.
 */
export function useBrokerageSwitch({
  watched,
  text,
  onSessionEnded,
}: {
  /** What the route guard's session watch last read. */
  readonly watched: SignedIn;
  readonly text: BrokerageSwitchTranslate;
  readonly onSessionEnded: () => void;
}) {
  // A newer answer than the watch's, kept while the watch's is the one it replaced.
  const [newer, setNewer] = useState<{ readonly over: SignedIn; readonly signedIn: SignedIn }>();
  const signedIn = newer && newer.over === watched ? newer.signedIn : watched;
  const [switching, setSwitching] = useState<Membership>();
  const [asked, setAsked] = useState<ProofAsked>();
  const [said, setSaid] = useState<SaidAboutSwitch>();
  const watchedNow = useRef(watched);
  watchedNow.current = watched;
  const inFlight = useRef(false);

  const active = activeMembership(signedIn);
  const activeName = active?.name;
  const sessionId = signedIn.session.id;
  useEffect(() => {
    if (activeName) rememberLastBrokerage(activeName, sessionId);
  }, [activeName, sessionId]);

  const switchTo = useCallback(
    async (target: Membership) => {
      if (inFlight.current) return;
      // `navigator.onLine` false is sure: no request could go, so none is made.
      if (!navigator.onLine) {
        setSaid({ text: text('brokerage.offline'), tone: 'error' });
        return;
      }
      inFlight.current = true;
      setAsked(undefined);
      setSwitching(target);
      setSaid({ text: text('brokerage.switching', { name: target.name }), tone: 'info' });
      const result = await chooseBrokerage(target.id);
      inFlight.current = false;
      setSwitching(undefined);
      if (result.ok) {
        setNewer({ over: watchedNow.current, signedIn: result.signedIn });
        announceBrokerageChanged();
        setSaid({ text: text('brokerage.switched', { name: target.name }), tone: 'info' });
        return;
      }
      const { failure } = result;
      if (failure.kind === 'brokerage_proof_required') {
        setSaid(undefined);
        const requirement = failure.requires.includes('company') ? 'company' : 'code';
        setAsked({ target, requirement });
      } else if (failure.kind === 'unauthenticated') {
        onSessionEnded();
      } else {
        const key =
          failure.kind === 'offline'
            ? 'brokerage.offline'
            : failure.kind === 'brokerage_not_found'
              ? 'brokerage.noAccess'
              : 'brokerage.failed';
        setSaid({ text: text(key), tone: 'error' });
      }
    },
    [text, onSessionEnded],
  );

  const cancelProof = useCallback(() => {
    setAsked(undefined);
    const name = activeMembership(newer?.signedIn ?? watchedNow.current)?.name;
    if (name) setSaid({ text: text('brokerage.cancelled', { name }), tone: 'info' });
  }, [newer, text]);

  // Another tab switched: this one reads the session's brokerage again and says so.
  useEffect(
    () =>
      onBrokerageChanged(() => {
        whoami().then((answer) => {
          if (answer.status === 'signed-out') onSessionEnded();
          if (answer.status !== 'signed-in') return;
          setAsked(undefined);
          setNewer({ over: watchedNow.current, signedIn: answer.signedIn });
          const name = activeMembership(answer.signedIn)?.name;
          if (name) setSaid({ text: text('brokerage.switchedElsewhere', { name }), tone: 'info' });
        });
      }),
    [text, onSessionEnded],
  );

  return { signedIn, active, switching, asked, said, switchTo, cancelProof };
}
