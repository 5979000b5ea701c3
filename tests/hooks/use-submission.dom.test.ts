import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type SubmissionOptions, useSubmission } from '../../src/hooks/use-submission';
import { manualClock } from '../session/manual-clock';

type Failure =
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  | { readonly kind: 'account_locked'; readonly wait: number }
  | { readonly kind: 'invalid_request'; readonly fields: readonly string[] }
  | { readonly kind: 'unavailable' };
type Answer =
  | { readonly ok: true; readonly id: number }
  | { readonly ok: false; readonly failure: Failure };
interface Errors {
  readonly email?: string | undefined;
}

/** A request the test answers when it chooses: no server, no real time. */
function heldRequests() {
  const answers: ((answer: Answer) => void)[] = [];
  const send = vi.fn(
    (_email: string) =>
      new Promise<Answer>((resolve) => {
        answers.push(resolve);
      }),
  );
  return {
    send,
    /** Answers the oldest request still open, and lets the page handle it. */
    async answer(answer: Answer) {
      await act(async () => answers.shift()?.(answer));
    },
  };
}

function renderSubmission(options: SubmissionOptions<string, Answer, Errors>) {
  return renderHook((props: SubmissionOptions<string, Answer, Errors>) => useSubmission(props), {
    initialProps: options,
  });
}

/** Submits `value` as the form does, without waiting for the answer. */
function submitNow(result: { current: { submit: (value: string) => unknown } }, value: string) {
  act(() => {
    void result.current.submit(value);
  });
}

describe('a submission in flight', () => {
  it('sends once however often the form is submitted before the answer', async () => {
    const requests = heldRequests();
    const onSuccess = vi.fn();
    const { result } = renderSubmission({ send: requests.send, onSuccess });

    act(() => {
      void result.current.submit('ana@gofy.example');
      void result.current.submit('ana@gofy.example');
    });
    expect(result.current.sending).toBe(true);
    expect(result.current.inFlight()).toBe(true);
    submitNow(result, 'ana@gofy.example');
    expect(requests.send).toHaveBeenCalledTimes(1);

    await requests.answer({ ok: true, id: 7 });
    expect(result.current.sending).toBe(false);
    expect(result.current.inFlight()).toBe(false);
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ ok: true, id: 7 }, 'ana@gofy.example');
  });

  it('sends once when a second submit comes while a slow check is still running', async () => {
    const requests = heldRequests();
    let finishCheck: (errors: Errors) => void = () => {};
    const validate = vi.fn(
      () =>
        new Promise<Errors>((resolve) => {
          finishCheck = resolve;
        }),
    );
    const { result } = renderSubmission({ send: requests.send, validate });

    submitNow(result, 'ana@gofy.example');
    submitNow(result, 'ana@gofy.example');
    await act(async () => finishCheck({}));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(requests.send).toHaveBeenCalledTimes(1);
  });

  it('sends again once the answer has been handled', async () => {
    const requests = heldRequests();
    const { result } = renderSubmission({ send: requests.send });
    submitNow(result, 'ana@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'unavailable' } });
    expect(result.current.failure).toEqual({ kind: 'unavailable' });

    submitNow(result, 'ana@gofy.example');
    expect(requests.send).toHaveBeenCalledTimes(2);
    // A new try starts without the last one's failure.
    expect(result.current.failure).toBeUndefined();
  });

  it('never lets the browser send the form itself, even when it sends nothing', () => {
    const requests = heldRequests();
    const { result } = renderSubmission({ send: requests.send, held: true });
    const event = { preventDefault: vi.fn() } as unknown as FormEvent<HTMLFormElement>;
    act(() => result.current.handleSubmit('ana@gofy.example')(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(requests.send).not.toHaveBeenCalled();
  });

  it('does not act on an answer that arrives after the form is gone', async () => {
    const requests = heldRequests();
    const onSuccess = vi.fn();
    const { result, unmount } = renderSubmission({ send: requests.send, onSuccess });
    submitNow(result, 'ana@gofy.example');
    unmount();
    await requests.answer({ ok: true, id: 7 });
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('a wait the service asked for', () => {
  it('counts down, refuses to send until it is over, then forgets its failure', async () => {
    const clock = manualClock();
    const requests = heldRequests();
    const { result } = renderSubmission({ send: requests.send, clock });
    submitNow(result, 'ana@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'too_many_attempts', wait: 3 } });

    expect(result.current.waiting).toBe(true);
    expect(result.current.failure).toEqual({ kind: 'too_many_attempts', wait: 3 });
    expect(result.current.wait).toEqual({ secondsLeft: 3, fromSeconds: 3 });
    submitNow(result, 'ana@gofy.example');
    expect(requests.send).toHaveBeenCalledTimes(1);

    act(() => clock.advance(1000));
    expect(result.current.wait).toEqual({ secondsLeft: 2, fromSeconds: 3 });

    act(() => clock.advance(2000));
    expect(result.current.waiting).toBe(false);
    expect(result.current.failure).toBeUndefined();
    expect(result.current.wait).toBeUndefined();
    submitNow(result, 'ana@gofy.example');
    expect(requests.send).toHaveBeenCalledTimes(2);
  });

  it('hides its failure in the very render that lets the form be sent again', async () => {
    const clock = manualClock();
    const requests = heldRequests();
    const renders: { waiting: boolean; failure: unknown }[] = [];
    const { result } = renderHook(() => {
      const submission = useSubmission({ send: requests.send, clock });
      renders.push({ waiting: submission.waiting, failure: submission.failure });
      return submission;
    });
    submitNow(result, 'ana@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'too_many_attempts', wait: 1 } });
    act(() => clock.advance(1000));

    const waitStarted = renders.findIndex((render) => render.waiting);
    expect(waitStarted).toBeGreaterThanOrEqual(0);
    const enabledWithMessage = renders
      .slice(waitStarted)
      .filter((render) => !render.waiting && render.failure !== undefined);
    expect(enabledWithMessage).toEqual([]);
    expect(result.current.failure).toBeUndefined();
  });

  it('keeps a failure without a wait until the next try', async () => {
    const clock = manualClock();
    const requests = heldRequests();
    const { result } = renderSubmission({ send: requests.send, clock });
    submitNow(result, 'ana@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'unavailable' } });
    act(() => clock.advance(120_000));
    expect(result.current.waiting).toBe(false);
    expect(result.current.wait).toBeUndefined();
    expect(result.current.failure).toEqual({ kind: 'unavailable' });
  });
});

describe('a wait that belongs to part of the input', () => {
  const waitScopeOf = (failure: Failure, email: string) =>
    failure.kind === 'account_locked' ? email : undefined;

  /** The hook with waits scoped by the email typed, `email` to begin with. */
  function renderScoped(email: string) {
    const clock = manualClock();
    const requests = heldRequests();
    const typed = (scope: string) => ({ send: requests.send, waitScopeOf, scope, clock });
    const { result, rerender } = renderSubmission(typed(email));
    return { clock, requests, result, retype: (scope: string) => rerender(typed(scope)) };
  }

  it('holds back only the input it came from, and comes back with it', async () => {
    const { clock, requests, result, retype } = renderScoped('locked@gofy.example');
    submitNow(result, 'locked@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'account_locked', wait: 900 } });
    expect(result.current.waiting).toBe(true);
    expect(result.current.failure).toEqual({ kind: 'account_locked', wait: 900 });

    // Another email: nothing held back, and the lock is not its message.
    retype('other@gofy.example');
    expect(result.current.waiting).toBe(false);
    expect(result.current.failure).toBeUndefined();
    submitNow(result, 'other@gofy.example');
    expect(requests.send).toHaveBeenCalledTimes(2);
    await requests.answer({ ok: false, failure: { kind: 'unavailable' } });
    expect(result.current.failure).toEqual({ kind: 'unavailable' });

    // The locked email again, a minute later: held back, with its message and what is left.
    act(() => clock.advance(60_000));
    retype('locked@gofy.example');
    expect(result.current.waiting).toBe(true);
    expect(result.current.failure).toEqual({ kind: 'account_locked', wait: 900 });
    expect(result.current.wait).toEqual({ secondsLeft: 840, fromSeconds: 900 });
    submitNow(result, 'locked@gofy.example');
    expect(requests.send).toHaveBeenCalledTimes(2);
  });

  it('leaves a wait of the whole form holding back every input', async () => {
    const { requests, result, retype } = renderScoped('ana@gofy.example');
    submitNow(result, 'ana@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'too_many_attempts', wait: 30 } });
    retype('other@gofy.example');
    expect(result.current.waiting).toBe(true);
    expect(result.current.failure).toEqual({ kind: 'too_many_attempts', wait: 30 });
    submitNow(result, 'other@gofy.example');
    expect(requests.send).toHaveBeenCalledTimes(1);
  });
});

describe('problems with fields', () => {
  it('keeps a problem found before sending under its field, and sends nothing', () => {
    const requests = heldRequests();
    const onFieldErrors = vi.fn();
    const { result } = renderSubmission({
      send: requests.send,
      validate: (email) => ({
        email: email.includes('@') ? undefined : 'validation.email.invalid',
      }),
      onFieldErrors,
    });
    submitNow(result, 'ana');
    expect(result.current.fieldErrors).toEqual({ email: 'validation.email.invalid' });
    expect(onFieldErrors).toHaveBeenCalledWith({ email: 'validation.email.invalid' });
    expect(requests.send).not.toHaveBeenCalled();
    expect(result.current.sending).toBe(false);

    submitNow(result, 'ana@gofy.example');
    expect(result.current.fieldErrors).toEqual({ email: undefined });
    expect(requests.send).toHaveBeenCalledTimes(1);
  });

  it("shows the service's verdict on a field, read from the failure and what was sent", async () => {
    const requests = heldRequests();
    const onFieldErrors = vi.fn();
    const { result } = renderSubmission({
      send: requests.send,
      fieldErrorsOf: (failure, email) =>
        failure.kind === 'invalid_request' && failure.fields.includes('email')
          ? { email: `refused ${email}` }
          : undefined,
      onFieldErrors,
    });
    submitNow(result, 'ana@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'invalid_request', fields: ['email'] } });
    expect(result.current.fieldErrors).toEqual({ email: 'refused ana@gofy.example' });
    expect(onFieldErrors).toHaveBeenCalledWith({ email: 'refused ana@gofy.example' });
    expect(result.current.failure).toEqual({ kind: 'invalid_request', fields: ['email'] });
  });

  it('leaves the fields alone after a failure that names none', async () => {
    const requests = heldRequests();
    const onFieldErrors = vi.fn();
    const { result } = renderSubmission({
      send: requests.send,
      fieldErrorsOf: () => undefined,
      onFieldErrors,
    });
    act(() => result.current.setFieldErrors({ email: 'typed too fast' }));
    submitNow(result, 'ana@gofy.example');
    await requests.answer({ ok: false, failure: { kind: 'unavailable' } });
    expect(result.current.fieldErrors).toEqual({ email: 'typed too fast' });
    expect(onFieldErrors).not.toHaveBeenCalled();
  });
});
