import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
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
  // The end of the wait stays when its failure is dismissed: the form is still held.
  const [retryAt, setRetryAt] = useState<number>();
  const secondsLeft = useSecondsLeft(retryAt);
  const waiting = secondsLeft > 0;
  // Read from the clock as it renders, so the failure is gone in the render that enables the
  // form again; a failure without a wait stays until the next try.
  const visible = shown?.wait && !waiting ? undefined : shown;

  // Refs, not state: two submits in the same frame must not both see "not sending", and the
  // answer must be handled with what the page holds when it arrives. Updated before the
  // browser can deliver another click, so a submit never reads the render before last.
  const inFlight = useRef(false);
  const mounted = useRef(false);
  const latest = useRef({ options, waiting });
  useLayoutEffect(() => {
    latest.current = { options, waiting };
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
        if (wait) setRetryAt(Date.now() + wait * 1000);
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
      dismissFailure: () => setShown(undefined),
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
