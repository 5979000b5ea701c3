import { useRef } from 'react';
import { Link } from 'wouter';
import { SignOutLink } from '../../components/sign-out-link';
import { getCompanyProviders } from '../../config/company-providers';
import { paths } from '../../config/portal-paths';
import { useSecurityMessages } from '../../i18n/security-messages';
import type { BeforeSignedIn, SignedInPage, SignedInProps } from '../../session/signed-in-page';
import { CompanyAccountsSection } from './company-accounts-section';
import { DeviceSessionsSection } from './device-sessions-section';
import { PasskeyManager } from './passkey-manager';
import { PasswordSection } from './password-section';
import { SecondFactorSection } from './second-factor-section';
import './security.css';

/**
 * The way back to the applications: under the page in every state, and under its heading once
 * it shows, so that nobody has to scroll past passkeys, two-step verification and every device
 * to find it (2,500 px on a phone). Under the heading rather than above it: the heading stays
 * where the waiting frame had it, and the link is the first stop of the keyboard after it.
 */
function BackLink() {
  const text = useSecurityMessages();
  return (
    <p className="form-links">
      <Link href={paths.home.getHref()}>{text('security.back')}</Link>
    </p>
  );
}

/** The page's title stays on screen while whoami is asked; offline is this page's own word. */
function useBeforeSignedIn(): BeforeSignedIn {
  const text = useSecurityMessages();
  const title = text('title.security');
  return {
    title,
    checking: text('passkeys.loading'),
    checkingHeading: title,
    failedHeading: title,
    // Offline, what still works: the passkeys on this device.
    offline: text('passkeys.offline'),
    wayOut: <BackLink />,
  };
}

/**
 * `/security`: the signed-in user's password, passkeys, two-step verification, linked company accounts
 * and sessions on every device.
 */
function SecurityPage({ signedIn, sessionEnded, headingRef }: SignedInProps) {
  const text = useSecurityMessages();
  const passkeysTitle = useRef<HTMLHeadingElement>(null);
  return (
    <section className="card security" aria-labelledby="security-title">
      <h1 id="security-title" ref={headingRef} tabIndex={-1}>
        {text('title.security')}
      </h1>
      <BackLink />
      <PasswordSection signedIn={signedIn} onSessionEnded={sessionEnded} />
      <section className="security-section" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title" ref={passkeysTitle} tabIndex={-1}>
          {text('passkeys.title')}
        </h2>
        <p className="lead">{text('passkeys.intro')}</p>
        <PasskeyManager
          signedIn={signedIn}
          onSessionEnded={sessionEnded}
          focusTitle={() => passkeysTitle.current?.focus()}
        />
      </section>
      <SecondFactorSection signedIn={signedIn} onSessionEnded={sessionEnded} />
      {/* Where the deployment offers company sign-in: elsewhere none is ever linked. */}
      {getCompanyProviders().length > 0 && (
        <CompanyAccountsSection signedIn={signedIn} onSessionEnded={sessionEnded} />
      )}
      <DeviceSessionsSection signedIn={signedIn} onSessionEnded={sessionEnded} />
      <p className="form-links">
        <Link href={paths.activity.getHref()}>{text('action.viewActivity')}</Link>
      </p>
      {/* The page's foot: back to the applications, or out, as from the main screen. */}
      <div className="security-foot">
        <BackLink />
        <SignOutLink />
      </div>
    </section>
  );
}

/** Behind the route guard (app/signed-in-only.tsx), as every page for signed-in users. */
export const securityPage: SignedInPage = { Page: SecurityPage, useBeforeSignedIn };
