import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';

/**
 * A form sent through its submission (`useSubmission`): the browser's own checks and sending
 * are left out, and it is marked busy while its request is on its way.
 */
export function SubmissionForm<Input>({
  submission,
  input,
  children,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'aria-busy'> & {
  readonly submission: {
    readonly sending: boolean;
    readonly handleSubmit: (input: Input) => (event: FormEvent<HTMLFormElement>) => void;
  };
  /** What the form sends, as it stands. */
  readonly input: Input;
  readonly children: ReactNode;
}) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={submission.handleSubmit(input)}
      aria-busy={submission.sending}
    >
      {children}
    </form>
  );
}
