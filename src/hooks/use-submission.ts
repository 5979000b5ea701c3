// Longer than most modules on purpose: the guards of a submission (one in flight, the waits
// by scope, the field errors, an answer after the page left) interlock, and reading them in
// one place is how they stay consistent for every form.
import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Clock } from '../session/clock';
import { useClock } from './use-clock';
import { useSecondsLeft } from './use-seconds-left';

/**
 * What a request function answers, as every client in `src/api/` does. A failure that carries
 * a `wait` (seconds, from a `Retry-After`: 429, 423, a 503 in a maintenance window) keeps the
 * form from being sent again until it is over.
 */
export type Answer = { readonly ok: true } | { readonly ok: false; readonly failure: unknown };
export type SuccessOf<A extends Answer> = Extract<A, { readonly ok: true }>;
export type FailureOf<A extends Answer> = Extract<A, { readonly ok: false }>['failure'];

/** A form's problems by field: each `undefined`, or what to say under that field. */
export type FieldErrors = object;

export interface SubmissionOptions<Input, A extends Answer, Errors extends FieldErrors> {
  /**
   * Sends the form, answering every way it can fail as a `failure` rather than by throwing.
   * What must follow a success even when the page is gone by then (telling other tabs) belongs
   * here; what the page shows next belongs to `onSuccess`.
   */
  readonly send: (input: Input) => Promise<A>;
  /** Checks the input first: any problem stays under its field, and nothing is sent. */
  readonly validate?: (input: Input) => Errors | Promise<Errors>;
  /** What the service found wrong with particular fields (a 400), to show under them. */
  readonly fieldErrorsOf?: (failure: FailureOf<A>, input: Input) => Errors | undefined;
  /** Called only while the form is still shown: an answer never moves a user who left. */
  readonly onSuccess?: (success: SuccessOf<A>, input: Input) => void;
  readonly onFailure?: (failure: FailureOf<A>, input: Input) => void;
  /** Problems were found with fields, by `validate` or by the service (e.g. focus the first). */
  readonly onFieldErrors?: (errors: Errors) => void;
  /** No submission starts while true (e.g. the page is already on its way elsewhere). */
  readonly held?: boolean;
  /**
   * What a failure's wait holds back, for a wait that belongs to part of the input rather than
   * to the form: a lock on one account holds its email, and another email may be sent at once.
   * `undefined` (and without this option): the whole form waits.
   */
  readonly waitScopeOf?: (failure: FailureOf<A>, input: Input) => string | undefined;
  /** What the form holds now, in `waitScopeOf`'s terms (the email typed). */
  readonly scope?: string;
  /** The clock waits are counted on: the page's (`useClock`), the device's unless a test's. */
  readonly clock?: Clock;
}

export interface Submission<Input, Failure, Errors extends FieldErrors> {
  readonly sending: boolean;
  /** The last failure, until the next submission or until the wait it asked for is over. */
  readonly failure: Failure | undefined;
  /** The wait that failure asked for, while it runs: counted down beside its message. */
  readonly wait: { readonly secondsLeft: number; readonly fromSeconds: number } | undefined;
  /** The form may not be sent again yet. */
  readonly waiting: boolean;
  readonly fieldErrors: Errors;
  readonly setFieldErrors: Dispatch<SetStateAction<Errors>>;
  /** Whether a submission is under way, true from the very call (state says so a render later). */
  readonly inFlight: () => boolean;
  /** Sends `input`, unless a submission is in flight, a wait runs or the form is held. */
  readonly submit: (input: Input) => Promise<void>;
  /** The form's `onSubmit`, sending `input`. */
  readonly handleSubmit: (input: Input) => (event: FormEvent<HTMLFormElement>) => void;
  /** Forgets the failure, e.g. when the form goes back to a screen it does not apply to. */
  readonly dismissFailure: () => void;
}

interface Shown<Failure> {
  readonly failure: Failure;
  /** The wait it asked for, in seconds. */
  readonly wait: number | undefined;
}

/** A failure whose wait still holds back the form, or the input of its scope. */
interface Hold<Failure> extends Shown<Failure> {
  /** When the wait ends, in milliseconds on the submission's clock. */
  readonly until: number;
}

/** The whole form's scope, for waits that hold back everything. */
const wholeForm = '';

function laterOf<H extends { readonly until: number }>(a: H | undefined, b: H | undefined) {
  if (!a || (b && b.until > a.until)) return b;
  return a;
}

function waitOf(failure: unknown): number | undefined {
  const { wait } = failure as { readonly wait?: unknown };
  return typeof wait === 'number' ? wait : undefined;
}

/**
 * One form's submission: every form of the portal sends through this, so each is guarded the
 * same way. A second submit while one is in flight (a double click, Enter held down) sends
 * nothing, and the browser never sends the form itself: a page it posted would be posted again
 * by Reload or Back. During a wait the service asked for the form is not sent either, and the
 * failure that asked for it is gone in the very render that enables the form again, so its
 * message never reads "try again in 0:00" beside a live button.
 */
export function useSubmission<Input, A extends Answer, Errors extends FieldErrors>(
  options: SubmissionOptions<Input, A, Errors>,
): Submission<Input, FailureOf<A>, Errors> {
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState<Shown<FailureOf<A>>>();
  const [fieldErrors, setFieldErrors] = useState<Errors>({} as Errors);
  // Waits stay when their failure is dismissed or another input is tried: the form, or the
  // input they hold, is still held back. Kept by scope, so a lock returns with its email.
  const [holds, setHolds] = useState<Readonly<Record<string, Hold<FailureOf<A>>>>>({});
  const [dismissed, setDismissed] = useState(false);
  const pageClock = useClock();
  const clock = options.clock ?? pageClock;
  const hold = laterOf(holds[wholeForm], options.scope ? holds[options.scope] : undefined);
  const secondsLeft = useSecondsLeft(hold?.until, clock);
  const waiting = secondsLeft > 0;
  // Read from the clock as it renders, so the failure is gone in the render that enables the
  // form again; a failure without a wait stays until the next try.
  let visible = waiting ? hold : shown?.wait ? undefined : shown;
  if (dismissed) visible = undefined;

  // Refs, not state: two submits in the same frame must not both see "not sending", and the
  // answer must be handled with what the page holds when it arrives. Updated before the
  // browser can deliver another click, so a submit never reads the render before last.
  const inFlight = useRef(false);
  const mounted = useRef(false);
  const latest = useRef({ options, waiting, clock });
  useLayoutEffect(() => {
    latest.current = { options, waiting, clock };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const [actions] = useState(() => {
    const submit = async (input: Input) => {
      const { options: before, waiting: waitingBefore } = latest.current;
      if (inFlight.current || waitingBefore || before.held) return;
      inFlight.current = true;
      try {
        if (before.validate) {
          const checked = before.validate(input);
          // Only a check that has to fetch something is awaited: one that can answer at once
          // focuses the field in the same task as the click, as a person expects.
          const errors = checked instanceof Promise ? await checked : checked;
          if (!mounted.current) return;
          setFieldErrors(errors);
          if (Object.values(errors).some((problem) => problem !== undefined)) {
            before.onFieldErrors?.(errors);
            return;
          }
        }
        setSending(true);
        setShown(undefined);
        setDismissed(false);
        const answer = await before.send(input);
        inFlight.current = false;
        if (!mounted.current) return;
        const after = latest.current.options;
        if (answer.ok) {
          after.onSuccess?.(answer as SuccessOf<A>, input);
          return;
        }
        const failure = (answer as Extract<A, { readonly ok: false }>).failure as FailureOf<A>;
        const wait = waitOf(failure);
        setShown({ failure, wait });
        if (wait) {
          const scope = after.waitScopeOf?.(failure, input) ?? wholeForm;
          const until = latest.current.clock.now() + wait * 1000;
          setHolds((current) => ({ ...current, [scope]: { failure, wait, until } }));
        }
        const errors = after.fieldErrorsOf?.(failure, input);
        if (errors) {
          setFieldErrors(errors);
          after.onFieldErrors?.(errors);
        }
        after.onFailure?.(failure, input);
      } finally {
        inFlight.current = false;
        if (mounted.current) setSending(false);
      }
    };
    return {
      submit,
      handleSubmit: (input: Input) => (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit(input);
      },
      inFlight: () => inFlight.current,
      dismissFailure: () => setDismissed(true),
    };
  });

  return {
    ...actions,
    sending,
    failure: visible?.failure,
    wait: visible?.wait ? { secondsLeft, fromSeconds: visible.wait } : undefined,
    waiting,
    fieldErrors,
    setFieldErrors,
  };
}
