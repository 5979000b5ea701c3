import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { challengeEn } from '../i18n/challenge-messages-en';
import { challengePtBR } from '../i18n/challenge-messages-pt-br';
import { defaultLocale, isLocale, type Locale, translator } from '../i18n/locale';
import { translatorFor } from '../i18n/plural-forms';
import { LiveMessage } from './live-message';

/** Where a check stands, as the form shows it. */
export type CheckState =
  | { readonly kind: 'starting' }
  | { readonly kind: 'checking'; readonly tried: number; readonly of: number }
  | { readonly kind: 'failed' };

/** A check shown in a form: told how it goes, asked to wait for "Try again". */
export interface CheckView {
  readonly show: (state: CheckState) => void;
  /**
   * Shows the failure; settles true when the broker presses "Try again", false at once where
   * nobody could (no form to show it in).
   */
  readonly failed: () => Promise<boolean>;
  readonly close: () => void;
}

function wordsIn(locale: Locale) {
  const own = translatorFor<typeof challengeEn>(
    locale,
    locale === 'pt-BR' ? challengePtBR : challengeEn,
  );
  return { own, tryAgain: translator(locale)('action.tryAgain') };
}

/**
 * The check in words: "Checking this browser…" in a polite live region with how far the search
 * has come, or why it failed with "Try again". Both regions are in the form from the start,
 * empty, so a screen reader reads what comes into them.
 */
export function ChallengeCheck({
  state,
  locale,
  onTryAgain,
}: {
  readonly state: CheckState;
  readonly locale: Locale;
  readonly onTryAgain: () => void;
}) {
  const { own, tryAgain } = wordsIn(locale);
  const button = useRef<HTMLButtonElement>(null);
  const failed = state.kind === 'failed';
  // The regions' first commit is empty: a region that comes with its text is often not read.
  const [inPage, setInPage] = useState(false);
  useEffect(() => setInPage(true), []);
  const checking = inPage && state.kind === 'checking';
  // The button that sent the form is disabled while the check runs, and the keyboard would
  // fall out of the form: it goes to "Try again", the one thing left to do here.
  useEffect(() => {
    if (failed) button.current?.focus();
  }, [failed]);
  return (
    <div className="challenge-check">
      <LiveMessage tone="info">{checking ? own('challenge.checking') : undefined}</LiveMessage>
      {state.kind === 'checking' && (
        <progress max={state.of} value={state.tried} aria-label={own('challenge.checking')} />
      )}
      <LiveMessage tone="error">
        {inPage && failed ? own('challenge.failed') : undefined}
      </LiveMessage>
      {failed && (
        <button type="button" className="button button-secondary" ref={button} onClick={onTryAgain}>
          {tryAgain}
        </button>
      )}
    </div>
  );
}

/** The first field of the form `place` is in, where the keyboard goes once the check is gone. */
function fieldOf(place: Element): HTMLElement | null {
  return place.closest('form')?.querySelector<HTMLElement>('input, select, textarea') ?? null;
}

/**
 * Shows a check at the end of `place`: a root of its own, appended there and removed with the
 * check, so no page carries any of it until a challenge comes (the sign-in page's first script
 * has no bytes to spare). Without a place, the check runs unseen and nobody can try again.
 */
export function showCheck(place: Element | null): CheckView {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  if (!place) return { show: () => {}, failed: async () => false, close: () => {} };
  const host = document.createElement('div');
  host.tabIndex = -1;
  place.append(host);
  const root = createRoot(host);
  let retry: (() => void) | undefined;
  const render = (state: CheckState) =>
    root.render(<ChallengeCheck state={state} locale={locale} onTryAgain={() => retry?.()} />);
  render({ kind: 'starting' });
  return {
    show: render,
    failed: () =>
      new Promise<boolean>((resolve) => {
        retry = () => {
          retry = undefined;
          // "Try again" goes with the failure: the keyboard stays in the form, on its first
          // field, or on the check itself where it is in no form.
          (fieldOf(place) ?? host).focus();
          resolve(true);
        };
        render({ kind: 'failed' });
      }),
    close: () => {
      const hadFocus = host.contains(document.activeElement);
      root.unmount();
      host.remove();
      if (hadFocus) fieldOf(place)?.focus();
    },
  };
}

/**
 * The form whose request the SSO challenged: the one marked busy, as every form of the portal
 * is while its request is on its way.
 */
export function busyForm(): Element | null {
  return document.querySelector('form[aria-busy="true"]');
}
