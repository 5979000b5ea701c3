import { useCallback, useEffect, useRef, useState } from 'react';
import { canOfferPasskeysInAutofill } from '../../api/passkey-capabilities';
import type { PasskeySignInFailure } from '../../api/passkey-sign-in';
import { LiveMessage } from '../../components/live-message';
import { formatWait } from '../../i18n/failure-words';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages-en';
import { type PasskeyMessageKey, usePasskeyMessages } from '../../i18n/passkey-messages';
import { type Clock, deviceClock } from '../../session/clock';
import { markSignIn } from '../../session/sign-in-method';
import { type RetrySchedule, retrySchedule } from '../../session/try-again';
import { signInFailureMessage } from '../../words/sign-in-failure-words';
import { pauseAfterRefusals, refusalsBeforeGivingUp, refusedAtOnceMs } from './autofill-refusals';
import { type CeremonyOutcome, passkeySignInCeremony } from './passkey-sign-in-ceremony';

export interface PasskeySignInProps {
  readonly rememberMe: boolean;
  /** The password form is sending, or the page is leaving: no second sign-in meanwhile. */
  readonly disabled: boolean;
  /** The user chose a passkey: the sign-in is on its way. */
  readonly onChosen: () => void;
  readonly onSignedIn: () => void;
  /** The passkey proved one factor only: the SSO waits for the code (`/login/code`). */
  readonly onSecondFactor: () => void;
  /** The account's brokerage signs in with this provider only (`federation_required`). */
  readonly onCompanyRequired?: (provider: string) => void;
  /** The clock autofill's pauses and renewals run on, and its refusals are timed by. */
  readonly clock?: Clock;
  /**
   * The provider the typed email's brokerage requires, as the company part found it: no button
   * then, since the SSO refuses that brokerage's passkeys. Autofill goes on: the passkeys it
   * offers may be other brokers'.
   */
  readonly required?: string | undefined;
}

// A new attempt starts this long before the SSO would expire the one autofill waits on.
const renewBeforeExpiryMs = 30_000;

type Note = {
  /** The offer's own words, or the portal's for a failure worded as the password form's. */
  readonly key: PasskeyMessageKey | MessageKey;
  /** Seconds the SSO asked to wait; shown as it was then (the password form counts down). */
  readonly wait?: number | undefined;
};

/**
 * Passkeys on the sign-in page: offered by the browser's autofill on the email field where it
 * can (conditional mediation), and behind a button everywhere else. Whatever goes wrong leaves
 * the password form as it was, with a note at most.
 */
function failureNote(failure: PasskeySignInFailure): Note {
  if (failure.kind === 'passkey_unknown') return { key: 'passkey.unknown' };
  if (failure.kind === 'passkey_refused') return { key: 'passkey.refused' };
  return {
    key: signInFailureMessage(failure),
    wait: 'wait' in failure ? failure.wait : undefined,
  };
}

export function PasskeySignIn({
  rememberMe,
  disabled,
  onChosen,
  onSignedIn,
  onSecondFactor,
  onCompanyRequired,
  clock = deviceClock,
  required,
}: PasskeySignInProps) {
  const words = usePasskeyMessages();
  const { locale, t: tPortal } = useI18n();
  const [running, setRunning] = useState(false);
  const [note, setNote] = useState<Note>();
  const latest = useRef({ rememberMe, onChosen, onSignedIn, onSecondFactor, onCompanyRequired });
  latest.current = { rememberMe, onChosen, onSignedIn, onSecondFactor, onCompanyRequired };
  const autofill = useRef<AbortController | undefined>(undefined);
  // When autofill that could not start for want of the SSO starts again: on the network's
  // return, and shortly after it (the page's retry policy, without its growing wait).
  const retries = useRef<RetrySchedule | undefined>(undefined);
  // What cancels the pause after a refusal.
  const cancelPause = useRef(() => {});
  // Autofill requests the browser refused at once, over the page's lifetime: never reset, or a
  // browser that refuses every other attempt would be asked for ever.
  const refusals = useRef(0);

  /**
   * Says how a ceremony ended. `quiet` is for autofill, which the user never asked for: only
   * what follows their choice of a passkey is worth a note.
   */
  const settle = useCallback((outcome: CeremonyOutcome, quiet: boolean): boolean => {
    switch (outcome.kind) {
      case 'signed-in':
        markSignIn('passkey');
        latest.current.onSignedIn();
        return true;
      case 'cancelled':
        if (!quiet) setNote({ key: 'passkey.cancelled' });
        return false;
      case 'not-started':
        if (!quiet) setNote(failureNote(outcome.failure));
        return false;
      case 'failed':
        if (outcome.failure.kind === 'second_factor') {
          latest.current.onSecondFactor();
          return true;
        }
        if (outcome.failure.kind === 'federation_required') {
          latest.current.onCompanyRequired?.(outcome.failure.provider);
        }
        setNote(failureNote(outcome.failure));
        return false;
      default:
        return false;
    }
  }, []);

  const offerInAutofill = useCallback(() => {
    // Given up after too many refusals: the button, the network's return, nothing restarts it.
    if (refusals.current >= refusalsBeforeGivingUp) return;
    cancelPause.current();
    retries.current?.started();
    autofill.current?.abort();
    const controller = new AbortController();
    autofill.current = controller;
    let cancelRenewal = () => {};
    let askedAt: number | undefined;
    passkeySignInCeremony({
      mediation: 'conditional',
      signal: controller.signal,
      rememberMe: () => latest.current.rememberMe,
      onChosen: () => {
        cancelRenewal();
        setRunning(true);
        latest.current.onChosen();
      },
      onExpiring: (inMs) => {
        cancelRenewal = clock.setTimer(
          () => controller.abort(),
          Math.max(inMs - renewBeforeExpiryMs, 0),
        );
      },
      onAsking: () => {
        askedAt = clock.now();
      },
    }).then((outcome) => {
      cancelRenewal();
      if (autofill.current !== controller && outcome.kind === 'aborted') return;
      setRunning(false);
      const done = settle(outcome, true);
      // Autofill keeps offering passkeys until one signs in, unless the SSO or the browser
      // cannot take part: a failure to reach the SSO leaves the button, or the network's
      // return, to try again. The password form already says when the portal is offline.
      const again =
        !done &&
        (outcome.kind === 'aborted' ||
          outcome.kind === 'cancelled' ||
          (outcome.kind === 'failed' && outcome.failure.kind.startsWith('passkey_')));
      if (autofill.current !== controller) return;
      // Not started for want of the SSO: the network's return starts it again.
      if (outcome.kind === 'not-started') {
        retries.current?.failed();
        return;
      }
      retries.current?.settled();
      // Refused sooner than a person could have chosen a passkey and then cancelled: the
      // browser's own answer, which asking again at once only repeats, request after request.
      // Autofill waits, longer each time, then gives up silently (the broker never asked for
      // it; the button stays).
      if (
        outcome.kind === 'cancelled' &&
        askedAt !== undefined &&
        clock.now() - askedAt < refusedAtOnceMs
      ) {
        refusals.current += 1;
        const pause = pauseAfterRefusals(refusals.current);
        if (pause !== undefined) cancelPause.current = clock.setTimer(offerInAutofill, pause);
        return;
      }
      if (again) offerInAutofill();
    });
  }, [settle, clock]);

  useEffect(() => {
    let active = true;
    canOfferPasskeysInAutofill().then((yes) => {
      if (yes && active) offerInAutofill();
    });
    const schedule = retrySchedule(offerInAutofill, { clock, byItself: false });
    retries.current = schedule;
    return () => {
      active = false;
      cancelPause.current();
      schedule.stop();
      const controller = autofill.current;
      autofill.current = undefined;
      controller?.abort();
    };
  }, [offerInAutofill, clock]);

  const signInWithButton = async () => {
    setNote(undefined);
    setRunning(true);
    // One ceremony at a time: the button's dialog replaces autofill's offer.
    const waiting = autofill.current;
    autofill.current = undefined;
    waiting?.abort();
    cancelPause.current();
    const stalled = retries.current?.waiting ?? false;
    retries.current?.settled();
    const outcome = await passkeySignInCeremony({
      mediation: 'optional',
      signal: new AbortController().signal,
      rememberMe: () => latest.current.rememberMe,
      onChosen: () => latest.current.onChosen(),
    });
    setRunning(false);
    if (outcome.kind === 'unsupported') setNote({ key: 'passkey.cancelled' });
    if (!settle(outcome, false) && (waiting || stalled)) offerInAutofill();
  };

  return (
    <div className="passkey-sign-in">
      <LiveMessage tone="info">
        {note &&
          (Object.hasOwn(words, note.key)
            ? words[note.key as PasskeyMessageKey]
            : tPortal(note.key as MessageKey, { wait: formatWait(note.wait ?? 0, locale) }))}
      </LiveMessage>
      {!required && (
        <button
          type="button"
          className="button button-secondary passkey-button"
          onClick={signInWithButton}
          disabled={disabled || running}
        >
          {running ? words['passkey.signingIn'] : tPortal('action.signInWithPasskey')}
        </button>
      )}
    </div>
  );
}
