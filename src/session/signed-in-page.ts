import type { ComponentType, ReactNode, RefObject } from 'react';
import type { SignedIn } from '../api/sso-responses';
import type { SessionWatch } from './use-session-watch';

/**
 * What a page for signed-in users hands the route guard (app/signed-in-only.tsx), which asks
 * whoami, sends a visitor nobody signed in to the sign-in form, and shows the waiting and the
 * failure until it knows. The page itself appears only for a user, as `Page`.
 */
export interface SignedInPage<Props extends object = object> {
  /** The page, once whoami has named the user. */
  readonly Page: ComponentType<Props & SignedInProps>;
  /**
   * Runs from the moment the page opens, whatever whoami says: the page's words for the time
   * before it can show itself, from its own catalogue, and what it starts early.
   */
  readonly useBeforeSignedIn: (props: Props) => BeforeSignedIn;
  /**
   * The page shows what the session's brokerage gives (the main screen's applications): while
   * the broker has yet to choose one, the guard sends them to choose first, and back here.
   */
  readonly needsBrokerage?: boolean;
}

/** What the guard gives the page with the user. */
export interface SignedInProps {
  readonly signedIn: SignedIn;
  /** The session watch the guard runs: its expiry warning, "Stay signed in". */
  readonly watch: SessionWatch;
  /**
   * For a request answered "not signed in" meanwhile: to the sign-in form, which says the
   * session ended and comes back here after signing in.
   */
  readonly sessionEnded: () => void;
  /**
   * On the page's heading: where the keyboard lands when the page comes, after "Try again" or
   * with the keyboard nowhere (the link that led here gone with its page).
   */
  readonly headingRef: RefObject<HTMLHeadingElement>;
}

/** A page's words and way on while whoami is asked, and when it could not be. */
export interface BeforeSignedIn {
  /** The page's name, the document's title in every state. */
  readonly title: string;
  /** What is loading meanwhile, said as the page's own (`Loading your applications…`). */
  readonly checking: string;
  /** The heading while whoami is asked, for a page that keeps its own on screen throughout. */
  readonly checkingHeading?: string | undefined;
  /** The heading when whoami could not be asked. */
  readonly failedHeading: string;
  /** Offline in the page's own words, where the portal's (of signing in) do not fit. */
  readonly offline?: string | undefined;
  /**
   * Said under the failure, whatever it is: what the page still knows without whoami (the main
   * screen's last brokerage, when it opens offline).
   */
  readonly failedNote?: string | undefined;
  /** The way on in both states: the main screen's "Sign out", the security page's way back. */
  readonly wayOut: ReactNode;
  /** The page's own class on the frame, so that its layout holds from the first frame on. */
  readonly className?: string | undefined;
}
