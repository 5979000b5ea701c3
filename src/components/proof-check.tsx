import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ProofFactor } from '../api/proof-factors';
import { reauthenticateWithCode } from '../api/reauthentication';
import { useProofMessages } from '../i18n/proof-messages';
import { CodeForm } from './code-form';
import { ProofCompanyStep } from './proof-company-step';
import { ProofPasskeyStep } from './proof-passkey-step';
import { ProofPasswordForm } from './proof-password-form';

export interface ProofCheckProps {
  /** The factor asked for: the strongest the broker has (`factorsToOffer`). */
  readonly factor: ProofFactor;
  /** The next factor the broker has, offered as "use another way" where a passkey is asked. */
  readonly onAnotherWay?: (() => void) | undefined;
  /**
   * Where a new company sign-in comes back to: an application's return target. Not given:
   * this page, where the change asked for is made once more.
   */
  readonly returnTo?: string | undefined;
  /** What a new company sign-in leads to, where neither of the check's own sayings fits. */
  readonly companyAfterwards?: string | undefined;
  /** Why it is asked, above what to do; the security page's reason unless given. */
  readonly reason?: string | undefined;
  /** The heading's level where the check stands: 3 inside a section, 1 as a page's own. */
  readonly headingLevel?: 1 | 2 | 3;
  readonly email: string;
  readonly onProven: () => void;
  readonly onCancel: () => void;
  readonly onSessionEnded: () => void;
  /** More to read under the reason (whose account it is, on an application's step-up). */
  readonly children?: ReactNode;
}

/**
 * "Confirm it is you": one factor, proven again within the session (`reauthenticate`), for a
 * change that needs a recent proof or an application that asks for one. Its heading takes the
 * keyboard as it opens, so a screen reader reads why before what to type. The check holds no
 * change of its own: `onProven` makes the one that was asked, `onCancel` makes none.
 */
export function ProofCheck({
  factor,
  onAnotherWay,
  returnTo,
  companyAfterwards,
  reason,
  headingLevel = 3,
  email,
  onProven,
  onCancel,
  onSessionEnded,
  children,
}: ProofCheckProps) {
  const text = useProofMessages();
  const [path] = useLocation();
  const search = useSearch();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="proof-check" aria-labelledby="proof-check-title">
      <Heading id="proof-check-title" ref={focusHeading} tabIndex={-1}>
        {text('proof.title')}
      </Heading>
      <p>{reason ?? text('proof.why')}</p>
      {children}
      {factor === 'passkey' && (
        <ProofPasskeyStep
          text={text}
          onProven={onProven}
          onSessionEnded={onSessionEnded}
          onCancel={onCancel}
          onAnotherWay={onAnotherWay}
        />
      )}
      {factor === 'company' && (
        <ProofCompanyStep
          text={text}
          email={email}
          returnTo={returnTo ?? (search ? `${path}?${search}` : path)}
          afterwards={
            companyAfterwards ??
            text(returnTo ? 'proof.company.application' : 'proof.company.change')
          }
          onCancel={onCancel}
        />
      )}
      {factor === 'code' && (
        <>
          <p>{text('proof.code.body')}</p>
          <CodeForm
            methods={['totp', 'recovery_code']}
            codeLabel={text('proof.code.label')}
            codeHint={text('proof.code.hint')}
            submitLabel={text('proof.confirm')}
            sendingLabel={text('proof.confirm')}
            send={(proof) => reauthenticateWithCode(proof)}
            onSuccess={onProven}
            onFailure={(failure) => {
              if (failure.kind === 'unauthenticated') onSessionEnded();
            }}
            cancel={{ label: text('proof.cancel'), onCancel }}
          />
        </>
      )}
      {factor === 'password' && (
        <>
          <p>{text('proof.password.body')}</p>
          <ProofPasswordForm
            text={text}
            email={email}
            onProven={onProven}
            onSessionEnded={onSessionEnded}
            onCancel={onCancel}
          />
        </>
      )}
    </section>
  );
}

// One function, so React attaches it once: the heading is read first, then what to do.
function focusHeading(heading: HTMLHeadingElement | null): void {
  heading?.focus();
}
