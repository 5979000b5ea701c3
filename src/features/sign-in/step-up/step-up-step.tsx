import { type ReactNode, useState } from 'react';
import { chooseFactor, type ProofFactor } from '../../../api/proof-factors';
import { type ProofWay, readProofs, type SessionProofs } from '../../../api/reauthentication';
import { ProofCheck } from '../../../components/proof-check';
import { paths } from '../../../config/portal-paths';
import { useProofMessages } from '../../../i18n/proof-messages';
import { missingProof, type StepUpAsk, waysFor } from './step-up-rules';

/** What the step shows: the factor asked for, or why the account cannot give what is asked. */
type Shown = { readonly kind: 'ask'; readonly factor: ProofFactor } | { readonly kind: 'cannot' };

const webAuthn = () => typeof PublicKeyCredential !== 'undefined';

/** What to show for `proofs`, leaving out the ways already tried that did not give it. */
function nextShown(
  ask: StepUpAsk,
  proofs: SessionProofs | undefined,
  tried: readonly ProofWay[],
): Shown | 'done' {
  const missing = missingProof(ask, proofs, Date.now());
  if (missing === 'none') return 'done';
  const ways = waysFor(missing, proofs?.reauthenticateWith ?? ['password']).filter(
    (way) => !tried.includes(way) && (way !== 'passkey' || webAuthn()),
  );
  return ways.length === 0 ? { kind: 'cannot' } : { kind: 'ask', factor: chooseFactor(ways, true) };
}

/**
 * In place of the sign-in page, for a broker signed in: an application asked for a fresher or
 * a stronger proof than the session holds. The email is shown, never asked (the session says
 * whose it is); only the factor that is missing is asked for, within the session; then the
 * broker goes on to the return target. An account that cannot give it (no second factor) is
 * told so and offered the security page.
 */
function StepUpStep({
  ask,
  email,
  host,
  returnTo,
  proofs,
  initial,
  onDone,
}: {
  readonly ask: StepUpAsk;
  readonly email: string;
  readonly host: string;
  /** The application's return target: where a new company sign-in goes. */
  readonly returnTo: string;
  /** The session's proofs as the step opened, for "use another way". */
  readonly proofs: SessionProofs | undefined;
  readonly initial: Shown;
  readonly onDone: () => void;
}) {
  const text = useProofMessages();
  const [shown, setShown] = useState<Shown>(initial);
  const [tried, setTried] = useState<readonly ProofWay[]>([]);
  const [said, setSaid] = useState<string>();

  const proven = async (factor: ProofFactor) => {
    const used = [...tried, factor];
    setTried(used);
    const read = await readProofs();
    // The proof just given is as fresh as it can be: `max_age=0` must not ask for it again.
    const { maxAgeSeconds } = ask;
    const justGiven = {
      ...ask,
      maxAgeSeconds: maxAgeSeconds === undefined ? undefined : Math.max(maxAgeSeconds, 60),
    };
    const next = nextShown(justGiven, read.ok ? read.proofs : undefined, used);
    if (next === 'done') {
      setSaid(text('stepUp.done', { host }));
      onDone();
    } else setShown(next);
  };

  // The next way the account has, offered from the passkey (on another device, say).
  const afterThis =
    shown.kind === 'ask' ? nextShown(ask, proofs, [...tried, shown.factor]) : 'done';
  const anotherWay =
    shown.kind === 'ask' && typeof afterThis === 'object' && afterThis.kind === 'ask'
      ? () => {
          setTried([...tried, shown.factor]);
          setShown(afterThis);
        }
      : undefined;

  const back = (
    <button type="button" className="button button-secondary" onClick={onDone}>
      {text('stepUp.back')}
    </button>
  );
  const who = <p>{text('stepUp.signedInAs', { email })}</p>;

  if (shown.kind === 'cannot') {
    return (
      <section className="card" aria-labelledby="step-up-title">
        <h1 id="step-up-title" ref={focusHeading} tabIndex={-1}>
          {text('stepUp.title')}
        </h1>
        {who}
        <p>{text('stepUp.noSecondFactor', { host })}</p>
        <p className="form-links">
          <a href={paths.security.getHref('two-step')}>{text('stepUp.toSecurity')}</a>
        </p>
        {back}
      </section>
    );
  }
  return (
    <div className="card">
      <p className="live-message" role="status">
        {said}
      </p>
      <ProofCheck
        key={shown.factor}
        factor={shown.factor}
        onAnotherWay={anotherWay}
        returnTo={returnTo}
        headingLevel={1}
        reason={text('stepUp.body', { host })}
        email={email}
        onProven={() => proven(shown.factor)}
        onCancel={onDone}
        onSessionEnded={() => window.location.reload()}
      >
        {who}
        {ask.secondFactor && shown.factor === 'code' ? <p>{text('stepUp.codeToo')}</p> : null}
      </ProofCheck>
    </div>
  );
}

function focusHeading(heading: HTMLHeadingElement | null): void {
  heading?.focus();
}

/**
 * Goes on (`leave`) at once when the session holds what `ask` asks for; otherwise shows the
 * step in place of the page (`show`) and goes on once it is given. `host` names the
 * application that asked; `returnTo` is where it is, for a new company sign-in.
 */
export async function stepUpThenLeave(
  ask: StepUpAsk,
  { host, returnTo }: { readonly host: string; readonly returnTo: string },
  leave: () => void,
  show: (step: ReactNode) => void,
): Promise<void> {
  const read = await readProofs();
  if (!read.ok) {
    // Whoever it is cannot be asked here (the session ended, the SSO is away): the application
    // reads whoami itself and decides, as it must anyway.
    leave();
    return;
  }
  const initial = nextShown(ask, read.proofs, []);
  if (initial === 'done') {
    leave();
    return;
  }
  show(
    <StepUpStep
      ask={ask}
      email={read.email}
      host={host}
      returnTo={returnTo}
      proofs={read.proofs}
      initial={initial}
      onDone={() => {
        show(undefined);
        leave();
      }}
    />,
  );
}
